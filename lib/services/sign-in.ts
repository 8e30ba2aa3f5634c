// A website user's sign-in with e-mail and password, slowed and then locked after repeated
// failures (lib/domain/sign-in-throttle.ts). The portal's next-auth Credentials provider calls it.
import { hashPassword, verifyPassword } from '@/lib/crypto/secrets';
import { signInWaitSeconds } from '@/lib/domain/sign-in-throttle';
import type { ServiceDeps } from './service-deps';

export interface SignedInUser {
  id: number;
  accountId: number;
  email: string;
  name: string;
}

export type SignInResult =
  | { ok: true; user: SignedInUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

// Checked when the e-mail is unknown, so that a wrong e-mail costs as much time as a wrong
// password and the answer time does not tell which e-mails exist.
let decoyHash: string | undefined;

export async function signIn(
  deps: ServiceDeps,
  email: string,
  password: string,
): Promise<SignInResult> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password || normalized.length > 320 || password.length > 1000) {
    return { ok: false, reason: 'invalid' };
  }
  const user = await deps.repos.websiteUsers.findByEmail(normalized);
  if (!user) {
    decoyHash ??= hashPassword('decoy password, never matches');
    verifyPassword(password, decoyHash);
    return { ok: false, reason: 'invalid' };
  }
  const now = deps.clock.now();
  // While locked, the password is not even checked: guesses made now cannot succeed or count.
  if (user.lockedUntil !== null && user.lockedUntil > now) {
    return {
      ok: false,
      reason: 'locked',
      retryAfterSeconds: Math.ceil((user.lockedUntil - now) / 1000),
    };
  }
  if (!verifyPassword(password, user.passwordHash)) {
    const failures = await deps.repos.websiteUsers.recordFailure(user.id);
    const wait = signInWaitSeconds(failures);
    if (wait > 0) {
      await deps.repos.websiteUsers.lockUntil(user.id, now + wait * 1000);
      return { ok: false, reason: 'locked', retryAfterSeconds: wait };
    }
    return { ok: false, reason: 'invalid' };
  }
  if (user.failedSignIns > 0 || user.lockedUntil !== null) {
    await deps.repos.websiteUsers.recordSuccess(user.id);
  }
  return {
    ok: true,
    user: { id: user.id, accountId: user.accountId, email: user.email, name: user.name },
  };
}
