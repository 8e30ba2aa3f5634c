// Every portal page requires a session: no session, no page (redirect to /sign-in).
// No data library here: pages that read /v2 from the browser wrap themselves in QueryProvider,
// so the catalog and style pages ship only what they use (issue 15: first-load JS per page).
import type { ReactNode } from 'react';
import { signOutAction } from '@/app/(auth)/sign-in/actions';
import { SiteHeader } from '@/components/layout/site-header';
import { UnsavedWritesReplay } from '@/components/layout/unsaved-writes-replay';
import { cartPiecesFor } from '@/lib/server/portal-cart';
import { requireSession } from '@/lib/server/session';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  const cartPieces = await cartPiecesFor(session);
  return (
    <>
      <UnsavedWritesReplay />
      <SiteHeader
        userName={session.name}
        companyName={session.account.companyName}
        accountNumber={session.account.number}
        cartPieces={cartPieces}
        signOut={signOutAction}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
