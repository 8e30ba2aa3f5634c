import { expect, test } from '@playwright/test';
import { SKUS, ownErrors, resetCart } from './cart-fixtures';
import { failOnConsoleErrors, signIn } from './helpers';

test('cart autoselect: fewest ships from one warehouse, fastest splits for speed', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  // 100 tees (stocked everywhere) and 12 red M tees (7 in IL, 12 in TX) to Chicago.
  await resetCart(page, [
    { identifier: SKUS.tee, qty: 100 },
    { identifier: SKUS.lowStock, qty: 12 },
  ]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Let us choose the warehouses')).toBeChecked();

  const previewOrders = page.getByTestId('preview-order');
  await page.getByRole('radio', { name: 'Fewest shipments' }).check();
  await expect(previewOrders).toHaveCount(1);
  await expect(previewOrders.first()).toHaveAttribute('data-warehouse', 'TX');

  await page.getByRole('radio', { name: 'Fastest delivery' }).check();
  await expect(previewOrders).toHaveCount(2);
  await expect(previewOrders.nth(0)).toHaveAttribute('data-warehouse', /IL|TX/);
  const warehouses = await previewOrders.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-warehouse')).sort(),
  );
  expect(warehouses).toEqual(['IL', 'TX']);

  // Each warehouse shows its days in transit and a live countdown to its cut-off.
  const countdown = page.getByTestId('cutoff-IL');
  await expect(countdown).toHaveText(/^\d/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '', { timeout: 3000 });

  // The choice is kept on the server: it survives a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Fastest delivery' })).toBeChecked();
  await expect(previewOrders).toHaveCount(2);

  await page.screenshot({ path: test.info().outputPath('cart-autoselect.png'), fullPage: true });

  // A phone: the same cart, one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(previewOrders).toHaveCount(2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('cart-phone.png'), fullPage: true });
  expect(ownErrors(errors)).toEqual([]);
});
