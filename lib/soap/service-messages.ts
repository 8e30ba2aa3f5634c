// The outcome vocabulary of the PO service: ServiceMessages with the standard codes of
// compatibility.md §6. DomainErrors become ServiceMessages here and only here (invariant 6).
import { DomainError } from '@/lib/domain/errors';
import { poFieldName } from './po-field-names';

export type Severity = 'Error' | 'Information' | 'Warning';

export interface ServiceMessage {
  code: number;
  description: string;
  severity: Severity;
}

export const ServiceCode = {
  idNotFound: 100,
  credentialsFailed: 105,
  credentialsRequired: 110,
  versionNotFound: 115,
  requiredFieldsMissing: 120,
  notSupported: 125,
  duplicateTransaction: 200,
  dataViolation: 210,
  notSupportedByOrderType: 240,
  received: 299,
  generalError: 999,
} as const;

/** A request the service answers with Error ServiceMessages instead of a result. */
export class ServiceMessageError extends Error {
  readonly messages: ServiceMessage[];

  constructor(messages: ServiceMessage[]) {
    super(messages.map((m) => `${m.code} ${m.description}`).join('; '));
    this.name = 'ServiceMessageError';
    this.messages = messages;
  }

  static of(code: number, description: string): ServiceMessageError {
    return new ServiceMessageError([{ code, description, severity: 'Error' }]);
  }
}

/** The schema makes `description` an xsd:token of 1 to 256 characters. */
export function fitDescription(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim() || 'No description.';
  return collapsed.length <= 256 ? collapsed : `${collapsed.slice(0, 255)}…`;
}

/**
 * The REST interface's own wording is kept word for word (quote, stock and line messages read the
 * same through every door); the field, in the PO's terms, comes first unless the message already
 * names what it is about (the line messages of placing an order name the identifier).
 */
function describeFieldError(field: string, message: string): string {
  if (field === '' || field === 'Lines') return message;
  return `${poFieldName(field)}: ${message}`;
}

export function domainErrorToMessages(error: DomainError): ServiceMessage[] {
  if (error.code === 'unauthenticated') {
    const unknownId = error.errors.some((e) => e.field === 'id');
    return [
      unknownId
        ? { code: ServiceCode.idNotFound, description: 'ID not found', severity: 'Error' }
        : {
            code: ServiceCode.credentialsFailed,
            description: 'Authentication Credentials failed',
            severity: 'Error',
          },
    ];
  }
  if (error.code === 'invalid' || error.code === 'not_found') {
    const entries =
      error.errors.length > 0 ? error.errors : [{ field: '', message: error.message }];
    return entries.map((e) => ({
      code: ServiceCode.dataViolation,
      description: fitDescription(describeFieldError(e.field, e.message)),
      severity: 'Error',
    }));
  }
  return [generalError()];
}

export function generalError(): ServiceMessage {
  return {
    code: ServiceCode.generalError,
    description:
      'General Error - the purchase order could not be processed. Please try again later.',
    severity: 'Error',
  };
}

/** Anything thrown while answering an operation, as the ServiceMessages the client receives. */
export function toServiceMessages(error: unknown, log: (e: unknown) => void): ServiceMessage[] {
  if (error instanceof ServiceMessageError) return error.messages;
  if (error instanceof DomainError) return domainErrorToMessages(error);
  log(error);
  return [generalError()];
}
