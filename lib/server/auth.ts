// next-auth for the portal: e-mail + password of a website user (lib/services/sign-in.ts), JWT
// sessions carrying the account and user ids, so that no session state lives in a process.
import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { signIn as signInService } from '@/lib/services/sign-in';
import { getConfig } from './config';
import { getContainer } from './container';
import { sessionIds } from './session-ids';

/** A sign-in refused because of repeated failures; the page shows how long to wait. */
export class SignInLocked extends CredentialsSignin {
  override code = 'locked';
}

const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60; // one working day

// A function, so the configuration (and its secret) is read on the first request, not when
// `next build` imports the module.
function authConfig(): NextAuthConfig {
  return {
    secret: getConfig().AUTH_SECRET,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/sign-in' },
    logger: {
      // A wrong password is an everyday event the sign-in page answers; it is not a server error.
      error(error) {
        if (error instanceof CredentialsSignin) return;
        console.error('[auth]', error);
      },
    },
    providers: [
      Credentials({
        credentials: {
          email: { label: 'E-mail' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials) {
          const email = typeof credentials.email === 'string' ? credentials.email : '';
          const password = typeof credentials.password === 'string' ? credentials.password : '';
          const result = await signInService((await getContainer()).deps, email, password);
          if (result.ok) {
            return {
              id: String(result.user.id),
              email: result.user.email,
              name: result.user.name,
              accountId: result.user.accountId,
            };
          }
          if (result.reason === 'locked') {
            const error = new SignInLocked();
            error.code = `locked:${result.retryAfterSeconds}`;
            throw error;
          }
          return null;
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.userId = Number(user.id);
          token.accountId = (user as { accountId?: number }).accountId;
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, ...sessionIds(token) };
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());
