// /docs is public: developers read the reference before they hold credentials. A signed-in
// buyer gets the way back to the portal and tries calls as their account.
import type { ReactNode } from 'react';
import { DocsHeader } from '@/components/docs/docs-header';
import { currentSession } from '@/lib/server/session';

export default async function DocsLayout({ children }: { children: ReactNode }) {
  const session = await currentSession();
  return (
    <>
      <DocsHeader accountNumber={session?.account.number} />
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
        {children}
      </main>
    </>
  );
}
