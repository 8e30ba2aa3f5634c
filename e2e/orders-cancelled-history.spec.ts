import { expect, test } from '@playwright/test';
import { SKUS, ownErrors } from './cart-fixtures';
import { failOnConsoleErrors, signIn } from './helpers';

// Defect 1: the history asked for the recent-open scope, so a cancelled order vanished and the
// "Cancelled" filter never matched; its page showed zeroed lines.
test('history: a cancelled order stays in Orders, matches "Cancelled", and shows what was ordered', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  const origin = new URL(page.url()).origin;
  const po = `CXL-${Date.now()}`;
  const placed = await page.request.post(`${origin}/v2/orders/`, {
    headers: { origin, 'content-type': 'application/json' },
    data: JSON.stringify({
      shippingAddress: {
        customer: 'Northside',
        address: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: '60607',
      },
      poNumber: po,
      lines: [{ identifier: SKUS.tee, qty: 6, warehouseAbbr: 'IL' }],
    }),
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const [order] = (await placed.json()) as { orderNumber: string }[];
  const orderNumber = order!.orderNumber;
  const cancelled = await page.request.delete(`${origin}/v2/orders/${orderNumber}`, {
    headers: { origin },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // Unfiltered, the history lists it (newest first) with its status.
  await page.goto('/orders');
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cancelled');

  // The status filter finds it, and only cancelled orders.
  await page.getByLabel('Status').selectOption('Cancelled');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=Cancelled/);
  const rows = page.getByTestId('order-row');
  await expect(rows.filter({ hasText: orderNumber })).toHaveCount(1);
  for (const text of await rows.allTextContents()) expect(text).toContain('Cancelled');
  await page.screenshot({ path: test.info().outputPath('history-cancelled.png'), fullPage: true });

  // Its page still shows what was ordered.
  await rows.filter({ hasText: orderNumber }).getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const record = page.getByTestId('order-record');
  await expect(record).toContainText('This is what was ordered.');
  await expect(record.getByRole('cell', { name: SKUS.tee })).toBeVisible();
  await expect(record.getByRole('cell', { name: '6', exact: true })).toBeVisible();
  await expect(record).toContainText('Total (not charged)');
  expect(ownErrors(errors)).toEqual([]);
});
