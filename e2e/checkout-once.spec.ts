import { expect, test, type Page } from '@playwright/test';
import { SKUS, ownErrors, resetCart } from './cart-fixtures';
import { failOnConsoleErrors, signIn } from './helpers';

/** Every order record of the account with this PO number, through the portal's history. */
async function recordsWithPo(page: Page, po: string) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.get(`${origin}/v2/portal/orders/?poNumber=${po}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { orderNumber: string }[];
}

test('checkout: previews write nothing, a double click places one order, the cart empties', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  const po = `ONCE-${Date.now()}`;
  await resetCart(page, [{ identifier: SKUS.tee, qty: 24 }], { poNumber: po });
  await page.goto('/cart');

  // The preview prices the order; changing the method re-prices it without storing anything.
  await expect(page.getByTestId('preview-total')).toHaveText(/\$\d/);
  await page.getByLabel('Shipping method').selectOption('3');
  await expect(page.getByTestId('preview-total')).toHaveText(/\$\d/);
  await page.getByLabel('Shipping method').selectOption('1');
  await expect(page.getByTestId('preview-total')).toHaveText(/\$\d/);
  expect(await recordsWithPo(page, po)).toEqual([]);

  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await place.dblclick();
  await expect(page).toHaveURL(/\/orders\/\d+\?placed=1/);
  const orderNumber = /\/orders\/(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(`Thank you — order ${orderNumber} is placed.`)).toBeVisible();
  const placed = await recordsWithPo(page, po);
  expect(placed.map((r) => r.orderNumber)).toEqual([orderNumber]);

  // The cart emptied with the order, and the PO number did not carry over.
  await page.getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await resetCart(page, [{ identifier: SKUS.tee, qty: 1 }], {});
  await page.reload();
  await expect(page.getByLabel('PO number')).toHaveValue('');
  expect(ownErrors(errors)).toEqual([]);
});

test('checkout: a saved payment method is chosen, and shows as the order terms', async ({
  page,
}) => {
  await signIn(page);
  await resetCart(page, [{ identifier: SKUS.tee, qty: 12 }], { poNumber: `PAY-${Date.now()}` });
  await page.goto('/cart');
  const payWith = page.getByLabel('Pay with');
  await expect(payWith.getByRole('option')).not.toHaveCount(1);
  const card = payWith.getByRole('option').nth(1);
  const cardLabel = (await card.textContent()) ?? '';
  await payWith.selectOption({ index: 1 });
  await expect(page.getByTestId('preview-total')).toHaveText(/\$\d/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?placed=1/);
  const name = cardLabel.split(': ')[1] ?? '';
  expect(name).not.toBe('');
  await expect(page.getByText(name).first()).toBeVisible();
});
