// The one place where domain errors become HTTP answers (invariant 6).
import { DomainError, type DomainErrorCode } from '@/lib/domain/errors';
import { errorResponse } from './responses';
import type { RestResponse } from './types';

const statusOf: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
};

export const AUTH_REALM = 'Basic realm="Apparel Portal API", charset="UTF-8"';

/**
 * `withReasons` keeps each error's reason code (the portal's own routes); every other answer keeps
 * the contract's exact {field, message} errors.
 */
export function domainErrorToResponse(
  error: DomainError,
  options: { withReasons?: boolean } = {},
): RestResponse {
  const status = statusOf[error.code];
  const errors = options.withReasons
    ? error.errors
    : error.errors.map(({ field, message }) => ({ field, message }));
  const headers: Record<string, string> = {};
  // Only a request for API credentials is challenged; a page's expired session is not (auth.ts).
  if (error.code === 'unauthenticated' && error.errors.some((e) => e.field === 'Authorization')) {
    headers['www-authenticate'] = AUTH_REALM;
  }
  // 404s of the contract carry only the errors list (compatibility.md §4).
  if (status === 404) return errorResponse(status, { errors }, headers);
  return errorResponse(status, { code: String(status), message: error.message, errors }, headers);
}

/** Anything unexpected: a generic 500, never a stack trace or internal detail. */
export function unexpectedErrorResponse(): RestResponse {
  return errorResponse(500, {
    code: '500',
    message: 'An unexpected error occurred. Please try again later.',
    errors: [],
  });
}

export function toErrorResponse(error: unknown, log: (e: unknown) => void): RestResponse {
  if (error instanceof DomainError) return domainErrorToResponse(error);
  log(error);
  return unexpectedErrorResponse();
}
