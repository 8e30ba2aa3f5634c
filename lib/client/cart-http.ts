// The browser's JSON calls to /v2 for the cart and order pages. The session cookie travels with
// same-origin requests, so the portal calls the very endpoints API clients call.
import { rememberUnsavedWrite, sendToSignIn } from './session-expiry';

export interface FieldError {
  field: string;
  message: string;
  /** Why, as a code decided by the server (the portal's own routes only, e.g. a quote's). */
  reason?: string;
}

/** A non-2xx answer, with the contract's error body (interface-v2.md §2.11) when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldError[],
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message of the first error on `field` (case-insensitive), if any. */
  messageFor(field: string): string | undefined {
    const wanted = field.toLowerCase();
    return this.errors.find((e) => e.field.toLowerCase() === wanted)?.message;
  }

  /** The reason code of the first error on `field`, when the server gave one. */
  reasonFor(field: string): string | undefined {
    const wanted = field.toLowerCase();
    return this.errors.find((e) => e.field.toLowerCase() === wanted)?.reason;
  }
}

function describe(status: number, errors: FieldError[], fallback?: string): string {
  if (errors.length > 0) return errors.map((e) => e.message).join(' ');
  if (status === 401) return 'Your session has ended. Please sign in again.';
  return fallback ?? `The server answered ${status}.`;
}

export interface JsonAnswer<T> {
  body: T;
  headers: Headers;
}

export async function requestJson<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonAnswer<T>> {
  const method = init.method ?? 'GET';
  const res = await fetch(path, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    cache: 'no-store',
    signal: init.signal,
  });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (res.status === 401) {
    rememberUnsavedWrite({ method, path, body: init.body });
    sendToSignIn();
  }
  if (!res.ok) {
    const body = (parsed ?? {}) as { message?: string; errors?: FieldError[] };
    const errors = Array.isArray(body.errors) ? body.errors : [];
    throw new ApiError(res.status, errors, describe(res.status, errors, body.message));
  }
  return { body: parsed as T, headers: res.headers };
}
