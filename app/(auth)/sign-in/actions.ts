'use server';
// Server Actions of the sign-in page. Next checks that actions come from our own origin.
import { AuthError, CredentialsSignin } from 'next-auth';
import type { SignInState } from '@/components/account/sign-in-form';
import { redirect } from 'next/navigation';
import { signIn, signOut } from '@/lib/server/auth';

/** Only paths of this site, so a crafted link cannot send a buyer elsewhere after sign-in. */
function safeCallback(value: FormDataEntryValue | null): string {
  const text = typeof value === 'string' ? value : '';
  return text.startsWith('/') && !text.startsWith('//') ? text : '/catalog';
}

function throttledMessage(code: string): string {
  const seconds = Number(code.split(':')[1] ?? 0);
  const wait =
    seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.max(seconds, 1)} seconds`;
  return `Too many failed sign-ins. Try again in ${wait}.`;
}

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const field = form.get('email');
  const email = typeof field === 'string' ? field : '';
  const target = safeCallback(form.get('callbackUrl'));
  try {
    // No redirect from next-auth: it would make the target absolute from the host the server
    // listens on (http://0.0.0.0:3000/…, issue 9). A relative redirect stays on the browser's origin.
    await signIn('credentials', { email, password: form.get('password'), redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code.startsWith('throttled')) {
      return { email, error: throttledMessage(error.code) };
    }
    if (error instanceof AuthError) return { email, error: 'Wrong e-mail or password.' };
    throw error;
  }
  redirect(target);
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: '/sign-in' });
}
