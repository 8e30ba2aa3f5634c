// A new API key for the account; every older key stops working at once. The clear key is returned
// here, shown once, and never stored (only its hash).
import { generateApiKey, hashApiKey } from '@/lib/crypto/secrets';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { ServiceDeps } from './service-deps';

export interface RegeneratedApiKey {
  accountNumber: string;
  apiKey: string;
}

export async function regenerateApiKey(
  deps: ServiceDeps,
  caller: Caller,
): Promise<RegeneratedApiKey> {
  // Only a person signed in to the portal may replace the key; a script holding the key must not
  // be able to lock its owner out.
  if (caller.via !== 'session') {
    throw new DomainError('forbidden', 'Forbidden.', [
      { field: 'Authorization', message: 'Sign in to the portal to regenerate the API key.' },
    ]);
  }
  const apiKey = generateApiKey();
  await deps.repos.apiKeys.replace(
    caller.account.id,
    hashApiKey(apiKey),
    apiKey.slice(-4),
    deps.clock.now(),
  );
  return { accountNumber: caller.account.number, apiKey };
}
