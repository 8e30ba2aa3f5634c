import { expect, test } from '@playwright/test';
import { SKUS, ownErrors } from './cart-fixtures';
import { failOnConsoleErrors, signIn } from './helpers';

test('cancel: a live countdown of the ten-minute window, the cancellation shown at once', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  const origin = new URL(page.url()).origin;
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
      poNumber: `CANCEL-${Date.now()}`,
      lines: [{ identifier: SKUS.tee, qty: 6, warehouseAbbr: 'IL' }],
    }),
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const [order] = (await placed.json()) as { orderNumber: string }[];
  const orderNumber = order!.orderNumber;

  await page.goto(`/orders/${orderNumber}`);
  const countdown = page.getByTestId('cancel-countdown');
  await expect(countdown).toHaveText(/^(10:00|9:\d\d)$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.getByText('In Progress').first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('order-cancel-countdown.png'),
    fullPage: true,
  });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(
    page.getByTestId('order-record').getByText('Cancelled', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(countdown).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('order-cancelled.png'), fullPage: true });

  // An order placed long ago has no cancel button: the window is over.
  await page.goto('/orders?status=Shipped');
  const oldOrder = page.getByTestId('order-row').first().getByRole('link');
  await oldOrder.click();
  await expect(page.getByTestId('order-record').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(ownErrors(errors)).toEqual([]);
});

test('cancel: the button disappears when the ten minutes are over', async ({ page }) => {
  await signIn(page);
  const origin = new URL(page.url()).origin;
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
      lines: [{ identifier: SKUS.tee, qty: 1, warehouseAbbr: 'IL' }],
    }),
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const [order] = (await placed.json()) as { orderNumber: string }[];

  // The browser's clock is moved on; the window is counted from the order's own date.
  await page.clock.install();
  await page.goto(`/orders/${order!.orderNumber}`);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await page.clock.fastForward('10:01');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByTestId('cancel-countdown')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('order-window-over.png'), fullPage: true });
});
