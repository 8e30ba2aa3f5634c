// The narrow context a SOAP door receives from the composition root: the services' dependencies,
// the few settings the door itself reads, and a logger. Never the whole container.
import type { ServiceDeps } from '@/lib/services/service-deps';

export interface SoapContext {
  deps: ServiceDeps;
  /** Base URL written into WSDLs' soap:address when set. */
  publicUrl: string | undefined;
  port: number;
  /** Largest request body of any door (MAX_BODY_BYTES); services read at most this. */
  maxBodyBytes: number;
  log: (error: unknown) => void;
}
