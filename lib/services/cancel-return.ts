import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import { canCancelReturn } from '@/lib/domain/returns';
import { findReturn, returnIdOf, type ReturnResult } from './get-returns';
import type { ServiceDeps } from './service-deps';

/**
 * DELETE /v2/returns/{raNumber}: within 10 minutes of filing, like orders. The return's records
 * become Cancelled and a replacement's stock comes back; the answer is the cancelled records.
 */
export async function cancelReturn(
  deps: ServiceDeps,
  caller: Caller,
  raNumber: string,
): Promise<ReturnResult> {
  const found = await findReturn(deps, caller, raNumber);
  const now = deps.clock.now();
  if (found.status !== 'Open') {
    throw DomainError.field(
      'raNumber',
      `Return ${found.raNumber} is ${found.status.toLowerCase()}; it can no longer be cancelled.`,
    );
  }
  if (!canCancelReturn(found.createdAt, now)) {
    throw DomainError.field(
      'raNumber',
      `Return ${found.raNumber} can only be cancelled within 10 minutes of filing it.`,
    );
  }
  const id = returnIdOf(found.raNumber)!;
  if (!(await deps.repos.returns.cancel(id, now))) {
    throw DomainError.field(
      'raNumber',
      `Return ${found.raNumber} was changed meanwhile; it can no longer be cancelled.`,
    );
  }
  return findReturn(deps, caller, raNumber);
}
