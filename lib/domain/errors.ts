// The one error vocabulary of the product. Services throw `DomainError`; lib/rest maps codes to
// HTTP statuses and lib/soap to ServiceMessages, each in one place.

export interface FieldError {
  field: string;
  message: string;
  /**
   * Why, as a code (e.g. a quote's 'expired'), for the portal's own answers only: the API keeps
   * the contract's exact bodies, so lib/rest strips it everywhere else.
   */
  reason?: string;
}

export type DomainErrorCode =
  /** The request is malformed or breaks a rule; `errors` names each field. HTTP 400. */
  | 'invalid'
  /** Nothing matches, or it belongs to another account. HTTP 404. */
  | 'not_found'
  /** Missing or wrong credentials. HTTP 401. */
  | 'unauthenticated'
  /** Authenticated, but not allowed (e.g. a cross-site mutation). HTTP 403. */
  | 'forbidden'
  /** The same request is still being processed (idempotency). HTTP 409. */
  | 'conflict'
  /** The same idempotency key was used with a different request. HTTP 422. */
  | 'unprocessable'
  /** Too many requests in the current window. HTTP 429. */
  | 'rate_limited';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly errors: FieldError[];

  constructor(code: DomainErrorCode, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.errors = errors;
  }

  static invalid(errors: FieldError[], message = 'Bad Request.'): DomainError {
    return new DomainError('invalid', message, errors);
  }

  static field(field: string, message: string): DomainError {
    return new DomainError('invalid', 'Bad Request.', [{ field, message }]);
  }

  static notFound(field: string, message: string): DomainError {
    return new DomainError('not_found', 'Not Found.', [{ field, message }]);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
