import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/account/sign-in-form';
import { currentSession } from '@/lib/server/session';
import { signInAction } from './actions';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { callbackUrl } = await searchParams;
  // Only paths of this site (the action checks again when it redirects).
  const target =
    typeof callbackUrl === 'string' && callbackUrl.startsWith('/') && !callbackUrl.startsWith('//')
      ? callbackUrl
      : '/catalog';
  if (await currentSession()) redirect(target);
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 px-6 py-12">
      <div>
        <h1 className="text-2xl font-semibold text-brand-900">Sign in to Apparel Portal</h1>
        <p className="mt-1 text-sm text-slate-600">
          Use the e-mail and password of your buyer account.
        </p>
      </div>
      <SignInForm action={signInAction} callbackUrl={target} />
    </main>
  );
}
