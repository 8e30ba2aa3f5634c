// What the core needs to know about one PromoStandards service: where it lives, which vendored
// files describe it, which version and namespaces it speaks, and its operations. Each service
// folder exports one of these; the core does everything the services have in common.
import type { Caller } from '@/lib/domain/accounts';
import type { SoapContext } from './context';
import type { DomainErrorWording, ServiceMessage } from './service-messages';
import type { XmlElement } from './xml-tree';

export interface SoapOperation {
  /**
   * Answers an authenticated, rate-counted request with its response element (serialised).
   * Problems are thrown (ServiceMessageError, DomainError) and answered by `refuse`.
   */
  answer(context: SoapContext, caller: Caller, request: XmlElement): Promise<string>;
  /** The response element carrying only these messages. */
  refuse(messages: readonly ServiceMessage[]): string;
}

export interface SoapServiceDefinition {
  /** The WSDL's service name, for messages. */
  name: string;
  /** Key of the service in per-account access settings (e.g. 'order-status'). */
  accessKey: string;
  /** The address, as the README and the WSDL show it. */
  path: string;
  /** Folder under spec/ holding the WSDL and XSDs, byte for byte as published. */
  specFolder: string;
  wsdlFile: string;
  /** Every XSD the WSDL imports, directly or through other XSDs. */
  schemaFiles: readonly string[];
  /** Namespace of the request elements. */
  namespace: string;
  /** Namespaces wsVersion, id and password may come in (the schema's first, then lenient ones). */
  credentialNamespaces: readonly string[];
  wsVersion: string;
  /** Largest request body this service reads (a PO is big, a status query is small). */
  maxBodyBytes: number;
  /** By request element local name. */
  operations: Readonly<Record<string, SoapOperation>>;
  wording: DomainErrorWording;
}
