// The single entry point of every PromoStandards SOAP service on plain records (invariant 9),
// called by the Next route handlers and the node:http front alike. Each service has its own
// address (matched in any case); the XSDs its WSDL imports are served beside it.
import type { RestRequest, RestResponse } from '@/lib/rest/types';
import type { AppContainer } from '@/lib/server/container';
import type { SoapContext } from './core/context';
import { answerServiceRequest } from './core/handle-service';
import type { SoapServiceDefinition } from './core/service-definition';
import { soapServices } from './services';

function normalisedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape cannot name any of our paths; it falls through to 404.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

function folderOf(service: SoapServiceDefinition): string {
  const path = service.path.toLowerCase();
  return path.slice(0, path.lastIndexOf('/'));
}

/** Lower-case path prefixes of the services' folders, for the doors that mount them. */
export const SOAP_PATH_PREFIXES: readonly string[] = soapServices.map(folderOf);

function serviceAt(path: string): SoapServiceDefinition | undefined {
  return soapServices.find((s) => path === folderOf(s) || path.startsWith(`${folderOf(s)}/`));
}

/** The largest body the service at this path reads (never more than the server's own limit). */
export function soapBodyLimit(path: string, serverLimit: number): number {
  const service = serviceAt(normalisedPath(path));
  return Math.min(serverLimit, service?.maxBodyBytes ?? serverLimit);
}

/** The narrow context the SOAP door gets from the composition root. */
export function soapContextOf(app: AppContainer): SoapContext {
  return {
    deps: app.deps,
    publicUrl: app.config.PUBLIC_URL,
    port: app.config.PORT,
    maxBodyBytes: app.config.MAX_BODY_BYTES,
    log: app.log,
  };
}

export async function handleSoap(app: AppContainer, req: RestRequest): Promise<RestResponse> {
  const path = normalisedPath(req.path);
  const service = serviceAt(path);
  const answer = service ? answerServiceRequest(soapContextOf(app), service, req, path) : undefined;
  return (
    (await answer) ?? {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'Not found.',
    }
  );
}
