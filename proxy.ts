// Next's App Router matches `/v2` case-sensitively, but clients call `/V2/Products/`
// (compatibility.md §2). The only other spelling of the segment is `V2`: rewrite it to `/v2` so
// the route handler of app/v2 answers; the rest of the path is matched case-insensitively there.
import { NextResponse, type NextRequest } from 'next/server';

// Portal pages without a session cookie go to sign-in with the page to come back to. This is only
// the optimistic check (a cookie is present); app/(portal)/layout.tsx verifies the session itself.
const portalPrefixes = [
  '/catalog',
  '/styles',
  '/quick-order',
  '/cart',
  '/orders',
  '/cross-references',
  '/account',
];
const sessionCookies = ['authjs.session-token', '__Secure-authjs.session-token'];

function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies
    .getAll()
    .some((c) => sessionCookies.some((name) => c.name.startsWith(name)));
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (portalPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
    if (hasSessionCookie(request)) return NextResponse.next();
    const signIn = new URL('/sign-in', request.url);
    signIn.searchParams.set('callbackUrl', `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(signIn);
  }
  if (!pathname.startsWith('/V2')) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/v2${pathname.slice(3)}`;
  return NextResponse.rewrite(url);
}

// Lower-case `/v2` (the hot path) does not need the proxy; should matchers ignore case, it passes
// straight through above.
export const config = {
  matcher: [
    '/V2',
    '/V2/:path*',
    '/catalog/:path*',
    '/styles/:path*',
    '/quick-order/:path*',
    '/cart/:path*',
    '/orders/:path*',
    '/cross-references/:path*',
    '/account/:path*',
  ],
};
