// Every portal page requires a session: no session, no page (redirect to /sign-in).
import type { ReactNode } from 'react';
import { signOutAction } from '@/app/(auth)/sign-in/actions';
import { QueryProvider } from '@/components/layout/query-provider';
import { SiteHeader } from '@/components/layout/site-header';
import { requireSession } from '@/lib/server/session';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  return (
    <QueryProvider>
      <SiteHeader
        userName={session.name}
        companyName={session.account.companyName}
        accountNumber={session.account.number}
        signOut={signOutAction}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </QueryProvider>
  );
}
