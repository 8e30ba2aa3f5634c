import { returnReceivedEmail } from '@/lib/domain/return-emails';
import { raNumberOf } from '@/lib/domain/returns';
import type { ServiceDeps } from './service-deps';

/**
 * A lifecycle step: returns whose goods are due at the warehouse are received once each (stock
 * restored for restockable lines, credit memo numbers given, the e-mail written), guarded so that
 * several processes may run it at once.
 */
export async function receiveReturns(deps: ServiceDeps, batchSize = 100): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.repos.returns.dueForReceipt(now, batchSize);
  let received = 0;
  for (const summary of due) {
    const credits = summary.records.filter((r) => r.kind === 'Credit').map((r) => r.orderId);
    const views = credits.length
      ? await deps.repos.orderQueries.byIds(summary.accountId, credits)
      : [];
    const email = returnReceivedEmail(raNumberOf(summary.returnId), views);
    if (await deps.repos.returns.receive(summary.returnId, now, email)) received++;
  }
  return received;
}
