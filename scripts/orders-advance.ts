// Staff operations: move orders forward now (invoice, ship, delivery statuses, will-call pickup).
//   npx tsx scripts/orders-advance.ts                      every unfinished order, one step
//   npx tsx scripts/orders-advance.ts --order 5000123      one order, one step
//   npx tsx scripts/orders-advance.ts --until delivered    every step until delivered / picked up
// Safe beside running servers: each step is a guarded update, so nothing happens twice.
import { parseArgs } from 'node:util';
import { createContainer } from '@/lib/server/container';
import { advanceOrders } from '@/lib/services/advance-orders';

const { values } = parseArgs({
  options: {
    order: { type: 'string' },
    until: { type: 'string' },
  },
});
if (values.until !== undefined && values.until !== 'delivered') {
  console.error(`--until supports only "delivered", not ${values.until}`);
  process.exit(2);
}

const app = await createContainer();
try {
  const report = await advanceOrders(app.deps, {
    orderNumber: values.order,
    force: true,
    untilFinal: values.until === 'delivered',
  });
  const steps = Object.entries(report.applied).map(([kind, n]) => `${kind}: ${n}`);
  console.info(steps.length > 0 ? `Moved forward: ${steps.join(', ')}` : 'Nothing to move.');
  if (report.skipped > 0) console.info(`${report.skipped} step(s) were taken by another process.`);
} finally {
  await app.close();
}
