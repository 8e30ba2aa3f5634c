// The signed-in portal user, for Server Components and Server Actions.
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { Account } from '@/lib/domain/accounts';
import { auth } from './auth';
import { getContainer } from './container';
import { sessionIds } from './session-ids';

export interface PortalSession {
  userId: number;
  name: string;
  email: string;
  account: Account;
}

/**
 * The session's user and account, or undefined when there is none or its account is gone.
 * Cached per request: the layout and the page both ask.
 */
export const currentSession = cache(async (): Promise<PortalSession | undefined> => {
  const session = await auth();
  const ids = sessionIds(session);
  if (!ids) return undefined;
  const account = await (await getContainer()).deps.repos.accounts.findById(ids.accountId);
  if (!account) return undefined;
  return {
    userId: ids.userId,
    name: session?.user?.name ?? '',
    email: session?.user?.email ?? '',
    account,
  };
});

/** The signed-in user; redirects to /sign-in when there is none. */
export async function requireSession(): Promise<PortalSession> {
  const session = await currentSession();
  if (!session) redirect('/sign-in');
  return session;
}
