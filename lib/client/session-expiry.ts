// When a portal session ends while the buyer works, /v2 answers a plain 401 (lib/rest/auth.ts).
// The page then sends the buyer to sign in and back to the same page, and what they had just
// typed into the cart (a quantity, a PO number, lines from the style grid) is kept in this tab's
// sessionStorage and sent again once they are back, instead of being lost.
'use client';

const STORE = 'portal:unsaved-writes';

export interface UnsavedWrite {
  method: string;
  path: string;
  body?: unknown;
}

/** Cart edits are replayed; a checkout never is (the buyer places the order again knowingly). */
function isReplayable(write: UnsavedWrite): boolean {
  if (write.method === 'GET') return false;
  return write.path.startsWith('/v2/cart') && !/^\/v2\/cart\/(checkout|preview)/i.test(write.path);
}

function read(): UnsavedWrite[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORE) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnsavedWrite[]) : [];
  } catch {
    return [];
  }
}

export function rememberUnsavedWrite(write: UnsavedWrite): void {
  if (typeof window === 'undefined' || !isReplayable(write)) return;
  try {
    window.sessionStorage.setItem(STORE, JSON.stringify([...read(), write]));
  } catch {
    // Storage full or disabled: the buyer signs in again and types again.
  }
}

/** Takes (and forgets) the writes kept before the last sign-in, oldest first. */
export function takeUnsavedWrites(): UnsavedWrite[] {
  if (typeof window === 'undefined') return [];
  const writes = read();
  window.sessionStorage.removeItem(STORE);
  return writes;
}

let leaving = false;

/** Off to the sign-in page, which comes back here afterwards (proxy.ts / sign-in page). */
export function sendToSignIn(): void {
  if (typeof window === 'undefined' || leaving) return;
  leaving = true;
  const back = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/sign-in?callbackUrl=${encodeURIComponent(back)}`);
}

/** Sent on `window` once the kept writes are replayed: pages holding cart data load it again. */
export const UNSAVED_WRITES_REPLAYED = 'portal:unsaved-writes-replayed';
