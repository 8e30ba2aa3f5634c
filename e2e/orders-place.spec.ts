import { expect, test } from '@playwright/test';
import { SKUS, ownErrors, resetCart } from './cart-fixtures';
import { failOnConsoleErrors, signIn } from './helpers';

test('place order: the cart places, the confirmation lists every warehouse order, history shows it', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await resetCart(
    page,
    [
      { identifier: SKUS.tee, qty: 30 },
      { identifier: SKUS.lowStock, qty: 12 },
    ],
    { preference: 'fastest' },
  );
  await page.goto('/cart');
  const po = `E2E-${Date.now()}`;
  await page.getByLabel('PO number').fill(po);
  await expect(page.getByTestId('preview-order')).toHaveCount(2);
  const placeButton = page.getByRole('button', { name: 'Place order' });
  await expect(placeButton).toBeEnabled();
  await placeButton.click();

  await expect(page).toHaveURL(/\/orders\/\d+\?placed=1/);
  const orderNumber = /\/orders\/(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(`Thank you — order ${orderNumber} is placed.`)).toBeVisible();
  const records = page.getByTestId('order-record');
  await expect(records).toHaveCount(2);
  await expect(page.getByText(po).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-confirmation.png'), fullPage: true });

  // The cart emptied once the order was placed.
  await page.getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // History finds it by PO number and opens it.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('PO number').fill(po);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`poNumber=${po}`));
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(orderNumber);
  await page.screenshot({ path: test.info().outputPath('order-history.png'), fullPage: true });
  await rows.first().getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // The whole year's history pages by twenty; the page number travels in the URL.
  await page.goto('/orders?from=2026-01-01');
  await expect(page.getByTestId('order-row')).toHaveCount(20);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByLabel('Placed from')).toHaveValue('2026-01-01');
  expect(ownErrors(errors)).toEqual([]);
});
