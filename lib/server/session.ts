// The signed-in portal user, for Server Components and Server Actions.
import { redirect } from 'next/navigation';
import type { Account } from '@/lib/domain/accounts';
import { auth } from './auth';
import { sessionIds } from './session-ids';
import { getContainer } from './container';

export interface PortalSession {
  userId: number;
  name: string;
  email: string;
  account: Account;
}

/** The session's user and account; redirects to /sign-in when there is none (or it is stale). */
export async function requireSession(): Promise<PortalSession> {
  const session = await auth();
  const ids = sessionIds(session);
  if (!ids) redirect('/sign-in');
  const account = await getContainer().deps.repos.accounts.findById(ids.accountId);
  if (!account) redirect('/sign-in');
  return {
    userId: ids.userId,
    name: session?.user?.name ?? '',
    email: session?.user?.email ?? '',
    account,
  };
}
