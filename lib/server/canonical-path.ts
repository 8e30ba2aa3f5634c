// Which request targets the front refuses before any door sees them (issue 9, findings 1 and 6).
// A path spelled another way than it reads (`/./v2/orders/`, `/x/../v2/`, `//v2`, `%2e%2e`, a
// backslash, an absolute-form target) could slip past a prefix check and still be routed by Next
// to the same handler, so every such spelling is refused, whatever door it aims at. A malformed
// percent-escape names no page of ours either, and would otherwise fail deep inside a page.

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
const WELL_FORMED_ESCAPES = /^(?:[^%]|%[0-9A-Fa-f]{2})*$/;

/** Why the request target is refused, or undefined when it is canonical. */
export function nonCanonicalTarget(target: string): string | undefined {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  if (!path.startsWith('/')) return 'The request target must be a path starting with "/".';
  if (path.includes('\\') || /%5c/i.test(path)) return 'The path must not contain a backslash.';
  if (!WELL_FORMED_ESCAPES.test(path)) return 'The path contains a malformed percent-escape.';
  const segments = path.slice(1).split('/');
  for (const [index, segment] of segments.entries()) {
    if (DOT_SEGMENT.test(segment)) return 'The path must not contain "." or ".." segments.';
    if (segment === '' && index < segments.length - 1) {
      return 'The path must not contain empty segments ("//").';
    }
  }
  return undefined;
}
