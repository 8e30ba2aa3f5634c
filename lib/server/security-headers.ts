// The security headers every answer carries (issue 9, finding 6), set by the node:http front on
// /v2, SOAP, images and every page Next renders behind it.

/**
 * Pages: Next's App Router streams its payload in inline <script> tags and React/Tailwind set
 * inline styles, so those two need 'unsafe-inline'; everything else is same-origin only, and no
 * one may frame us (clickjacking of the cart and order buttons).
 */
export const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API, SOAP and images are data, never documents that run anything. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: {
  kind: 'page' | 'data';
  /** True when the client reached us over TLS (directly, or through a trusted proxy/PUBLIC_URL). */
  overTls: boolean;
}): Readonly<Record<string, string>> {
  // Four fixed sets, built once: the front asks for one on every request.
  const key = `${options.kind}:${options.overTls}`;
  let headers = builtHeaders.get(key);
  if (headers === undefined) {
    headers = Object.freeze(buildSecurityHeaders(options));
    builtHeaders.set(key, headers);
  }
  return headers;
}

const builtHeaders = new Map<string, Readonly<Record<string, string>>>();

function buildSecurityHeaders(options: {
  kind: 'page' | 'data';
  overTls: boolean;
}): Record<string, string> {
  return {
    'content-security-policy':
      options.kind === 'page' ? PAGE_CONTENT_SECURITY_POLICY : DATA_CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Only over TLS: sent over plain HTTP it is ignored at best, and locks out a plain-HTTP
    // intranet install at worst.
    ...(options.overTls ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}
