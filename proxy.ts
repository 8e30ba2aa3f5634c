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

// The SOAP services' folders as their route handlers spell them (app/…); any other spelling of a
// folder is rewritten to this one, so the Next door matches SOAP paths in any case like the
// node:http front does (the rest of the path is matched case-insensitively by lib/soap).
const soapFolders = [
  '/PurchaseOrder/v1',
  '/OrderStatus/v2',
  '/OrderShipmentNotification/v2',
  '/Inventory/v2',
  '/Invoice/v1',
];

function soapRewrite(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  const lower = pathname.toLowerCase();
  const folder = soapFolders.find((f) => lower.startsWith(`${f.toLowerCase()}/`));
  if (!folder) return undefined;
  let rest = pathname.slice(folder.length);
  // Each service is `<first segment>Service.svc` (e.g. /Invoice/v1/InvoiceService.svc).
  const service = `/${folder.split('/')[1]}Service.svc`;
  if (rest.toLowerCase() === service.toLowerCase()) rest = service;
  const canonical = `${folder}${rest}`;
  if (canonical === pathname) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  return NextResponse.rewrite(url);
}

function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies
    .getAll()
    .some((c) => sessionCookies.some((name) => c.name.startsWith(name)));
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const soap = soapRewrite(request);
  if (soap) return soap;
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
    // SOAP services and their XSDs, so that other spellings can be rewritten to the route's.
    '/((?!_next/|v2/).+\\.[sS][vV][cC].*)',
    '/((?!_next/|v2/).+\\.[xX][sS][dD])',
  ],
};
