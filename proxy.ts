// Next's App Router matches `/v2` case-sensitively, but clients call `/V2/Products/`
// (compatibility.md §2). The only other spelling of the segment is `V2`: rewrite it to `/v2` so
// the route handler of app/v2 answers; the rest of the path is matched case-insensitively there.
import { NextResponse, type NextRequest } from 'next/server';

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith('/V2')) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/v2${pathname.slice(3)}`;
  return NextResponse.rewrite(url);
}

// Lower-case `/v2` (the hot path) does not need the proxy; should matchers ignore case, it passes
// straight through above.
export const config = { matcher: ['/V2', '/V2/:path*'] };
