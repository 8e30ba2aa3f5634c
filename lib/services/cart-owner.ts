import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';

/**
 * The cart belongs to a website user, so only portal sessions have one. An API-key caller is an
 * account, not a person: it places orders directly with POST /v2/orders/ and gets 403 here.
 */
export function cartOwner(caller: Caller): number {
  if (caller.via !== 'session' || caller.userId === undefined) {
    throw new DomainError('forbidden', 'Forbidden.', [
      {
        field: 'Authorization',
        message: 'The cart belongs to a signed-in portal user; API keys place orders directly.',
      },
    ]);
  }
  return caller.userId;
}
