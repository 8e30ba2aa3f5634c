import { expect, test } from '@playwright/test';
import { SKUS, resetCart } from './cart-fixtures';
import { DEMO_BUYER, signIn } from './helpers';

// Defect 7: the PO number and quote carried over into the next order, a PO already used went
// unnoticed, and the confirmation e-mail was not prefilled with the buyer's address.
test('checkout fields: e-mail prefilled, a used PO warned about, PO and quote reset after placing', async ({
  page,
}) => {
  await signIn(page);
  const po = `RESET-${Date.now()}`;
  await resetCart(page, [{ identifier: SKUS.tee, qty: 24 }], {
    poNumber: po,
    quoteNumber: '700101',
    emailConfirmation: '',
  });
  await page.goto('/cart');
  await expect(page.getByLabel('Confirmation e-mail')).toHaveValue(DEMO_BUYER.email);
  await expect(page.getByTestId('po-warning')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?placed=1/);
  const orderNumber = /\/orders\/(\d+)/.exec(page.url())?.[1] ?? '';

  // The next order starts clean: no PO, no quote (a line added as the style grid does).
  const origin = new URL(page.url()).origin;
  const added = await page.request.post(`${origin}/v2/cart/lines`, {
    headers: { origin, 'content-type': 'application/json' },
    data: JSON.stringify({ lines: [{ identifier: SKUS.tee, qty: 2 }] }),
  });
  expect(added.status()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByLabel('PO number')).toHaveValue('');
  await expect(page.getByLabel('Quote number')).toHaveValue('');
  // Typing the same PO again warns, naming the earlier order.
  await page.getByLabel('PO number').fill(po);
  await page.getByLabel('PO number').blur();
  await expect(page.getByTestId('po-warning')).toContainText(
    `PO ${po} was already used on order ${orderNumber}`,
  );
});
