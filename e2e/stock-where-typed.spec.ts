import { expect, test } from '@playwright/test';
import { SKUS, resetCart } from './cart-fixtures';
import { signIn } from './helpers';

// Defect 4: stock problems surfaced only as a preview message naming an internal id.
test('stock: the grid and quick order say what is available as the buyer types', async ({
  page,
}) => {
  await signIn(page);
  // Hartwell 5000 (style 1) in Red: size M has 7 in IL and 12 in TX.
  await page.goto('/styles/1');
  // The swatch is the radio's visible label.
  await page.locator('label[title="Red"]').click();
  const il = page.getByRole('textbox', { name: 'Quantity of Red M from Lockport, IL' });
  await il.fill('30');
  await expect(page.getByTestId('cell-problem')).toHaveText('Only 7 available.');
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  await il.fill('7');
  await expect(page.getByTestId('cell-problem')).toHaveCount(0);

  await page.goto('/quick-order');
  await page.getByLabel('Lines: identifier and quantity').fill(`${SKUS.lowStock} 30`);
  await expect(page.getByTestId('quick-order-stock')).toHaveText('Only 19 available.');
  await page.getByLabel('Lines: identifier and quantity').fill(`${SKUS.lowStock} 12`);
  await expect(page.getByTestId('quick-order-stock')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Checked lines' })).toContainText(SKUS.lowStock);
});

test('stock: the cart marks the short line by its sku and offers ship available, split or remove', async ({
  page,
}) => {
  await signIn(page);
  await resetCart(page, [{ identifier: SKUS.lowStock, qty: 10, warehouseAbbr: 'IL' }], {
    autoselect: false,
  });
  await page.goto('/cart');
  const issue = page.getByTestId('line-stock-issue');
  await expect(issue).toHaveAttribute('data-sku', SKUS.lowStock);
  await expect(issue).toContainText(`${SKUS.lowStock}: Only 7 of the 10 can ship in IL.`);
  await expect(issue).not.toContainText(/skuID|internal/i);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('cart-stock-issue.png'), fullPage: true });

  await issue.getByRole('button', { name: 'Split: 7 from IL, 3 from TX' }).click();
  await expect(issue).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toHaveCount(2);
  await expect(page.getByTestId('preview-order')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();

  // Ship what is available instead.
  await resetCart(page, [{ identifier: SKUS.lowStock, qty: 10, warehouseAbbr: 'IL' }], {
    autoselect: false,
  });
  await page.reload();
  await page
    .getByTestId('line-stock-issue')
    .getByRole('button', { name: 'Ship the 7 available' })
    .click();
  await expect(page.getByTestId('line-stock-issue')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toHaveValue('7');

  // Or remove the line.
  await resetCart(page, [{ identifier: SKUS.lowStock, qty: 10, warehouseAbbr: 'IL' }], {
    autoselect: false,
  });
  await page.reload();
  await page
    .getByTestId('line-stock-issue')
    .getByRole('button', { name: `Remove ${SKUS.lowStock}` })
    .click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
