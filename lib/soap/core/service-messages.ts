// The outcome vocabulary every PromoStandards service shares: ServiceMessages with the standard
// codes (100-199, 999) plus each service's own. DomainErrors become ServiceMessages here and only
// here (invariant 6); a service names the code its data errors take.
import { DomainError } from '@/lib/domain/errors';
import { escapeXml } from './xml-tree';

export type Severity = 'Error' | 'Information' | 'Warning';

export interface ServiceMessage {
  code: number;
  description: string;
  severity: Severity;
}

/** The codes the standards share (promostandards-services.md). */
export const StandardCode = {
  idNotFound: 100,
  notAuthorisedForService: 104,
  credentialsFailed: 105,
  credentialsRequired: 110,
  versionNotFound: 115,
  requiredFieldsMissing: 120,
  notSupported: 125,
  generalError: 999,
} as const;

/** A request the service answers with ServiceMessages instead of a result. */
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

/** The schemas make `description` an xsd:token of 1 to 256 characters. */
export function fitDescription(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim() || 'No description.';
  return collapsed.length <= 256 ? collapsed : `${collapsed.slice(0, 255)}…`;
}

export function requiredFields(fields: readonly string[]): ServiceMessageError {
  return ServiceMessageError.of(
    StandardCode.requiredFieldsMissing,
    `The following field(s) are required: ${fields.join(', ')}`,
  );
}

export function generalError(): ServiceMessage {
  return {
    code: StandardCode.generalError,
    description: 'General Error - Contact the System Service Provider.',
    severity: 'Error',
  };
}

/** How a service words the errors of its own domain (field names in its own terms). */
export interface DomainErrorWording {
  /** The code of a data problem (PO: 210, Inventory: 610, …). */
  dataErrorCode: number;
  /** The code of "no such thing" (PO: 210, Order Status: 301, …). */
  notFoundCode: number;
  /** A more precise not-found code for some fields (Inventory: 630 for a part id). */
  notFoundCodeByField?: Readonly<Record<string, number>>;
  /** The request field a DomainError's field is, as the client named it. */
  fieldName?: (field: string) => string;
  /** The general error's wording, when the service has its own. */
  generalError?: () => ServiceMessage;
}

function describeFieldError(field: string, message: string, wording: DomainErrorWording): string {
  if (field === '' || field === 'Lines') return message;
  return `${wording.fieldName?.(field) ?? field}: ${message}`;
}

export function domainErrorToMessages(
  error: DomainError,
  wording: DomainErrorWording,
): ServiceMessage[] {
  if (error.code === 'unauthenticated') {
    const unknownId = error.errors.some((e) => e.field === 'id');
    const throttled = error.errors.find((e) => e.field === 'throttle');
    if (unknownId) {
      return [{ code: StandardCode.idNotFound, description: 'ID not found', severity: 'Error' }];
    }
    return [
      {
        code: StandardCode.credentialsFailed,
        description: throttled?.message ?? 'Authentication Credentials failed',
        severity: 'Error',
      },
    ];
  }
  if (error.code === 'forbidden') {
    return [
      {
        code: StandardCode.notAuthorisedForService,
        description:
          'This account is unauthorized to use this service. Please contact the service provider.',
        severity: 'Error',
      },
    ];
  }
  if (error.code === 'rate_limited') {
    const detail = error.errors[0]?.message ?? error.message;
    return [{ code: StandardCode.generalError, description: detail, severity: 'Error' }];
  }
  if (error.code === 'invalid' || error.code === 'not_found') {
    const entries =
      error.errors.length > 0 ? error.errors : [{ field: '', message: error.message }];
    const codeOf = (field: string) =>
      error.code === 'invalid'
        ? wording.dataErrorCode
        : (wording.notFoundCodeByField?.[field] ?? wording.notFoundCode);
    return entries.map((e) => ({
      code: codeOf(e.field),
      description: fitDescription(describeFieldError(e.field, e.message, wording)),
      severity: 'Error',
    }));
  }
  return [(wording.generalError ?? generalError)()];
}

/** Anything thrown while answering an operation, as the ServiceMessages the client receives. */
export function toServiceMessages(
  error: unknown,
  wording: DomainErrorWording,
  log: (e: unknown) => void,
): ServiceMessage[] {
  if (error instanceof ServiceMessageError) return error.messages;
  if (error instanceof DomainError) return domainErrorToMessages(error, wording);
  log(error);
  return [(wording.generalError ?? generalError)()];
}

/**
 * `<ServiceMessageArray>` with its messages; the prefixes name the namespaces the service's
 * schema puts the array and its messages in (they differ between services).
 */
export function serviceMessageArray(
  messages: readonly ServiceMessage[],
  arrayPrefix: string,
  messagePrefix: string = arrayPrefix,
): string {
  if (messages.length === 0) return '';
  const m = messagePrefix;
  const items = messages
    .map(
      (message) =>
        `<${m}:ServiceMessage><${m}:code>${message.code}</${m}:code><${m}:description>${escapeXml(fitDescription(message.description))}</${m}:description><${m}:severity>${message.severity}</${m}:severity></${m}:ServiceMessage>`,
    )
    .join('');
  return `<${arrayPrefix}:ServiceMessageArray>${items}</${arrayPrefix}:ServiceMessageArray>`;
}
