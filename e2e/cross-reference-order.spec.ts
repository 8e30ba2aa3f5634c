import { expect, test } from '@playwright/test';
import { resetCart, SKUS } from './cart-fixtures';
import { failOnConsoleErrors, pageErrors, signIn } from './helpers';

test('add a cross reference, edit it, and order by it', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  const name = `TEE-${Date.now() % 100000}`;
  const renamed = `${name}-BLK`;

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cross references' })
    .click();
  await expect(page.getByRole('heading', { name: 'Cross references', level: 1 })).toBeVisible();

  // A name with characters the contract does not allow is refused with its reason.
  await page.getByLabel('Your sku').fill('bad/name');
  await page.getByLabel('Our sku, gtin or sku id').fill(SKUS.tee);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /yourSku|A-Z|letters|character/i }),
  ).toBeVisible();

  await page.getByLabel('Your sku').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${name}.` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText(SKUS.tee);

  // Edit: rename it in place.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).last().click();
  const renamedRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: renamed }) });
  await expect(renamedRow).toContainText(SKUS.tee);
  await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath('cross-references.png'),
    fullPage: true,
    caret: 'initial',
  });

  // Order by it: quick order resolves the buyer's own sku.
  await resetCart(page, []);
  await page.goto('/quick-order');
  await page.getByLabel('Lines: identifier and quantity').fill(`${renamed} 6`);
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expect(page.getByRole('table', { name: 'Checked lines' })).toContainText(`sku ${SKUS.tee}`);
  await page.getByRole('button', { name: 'Add 1 found lines to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 lines' })).toBeVisible();

  await page.goto('/cart');
  await page.getByLabel('PO number').fill(`XREF-${name}`);
  const placeButton = page.getByRole('button', { name: 'Place order' });
  await expect(placeButton).toBeEnabled();
  await placeButton.click();
  await expect(page).toHaveURL(/\/orders\/\d+\?placed=1/);
  const orderNumber = /\/orders\/(\d+)/.exec(page.url())?.[1] ?? '';
  const yourSkus = await page.evaluate(async (number) => {
    const res = await fetch(`/v2/orders/${number}`);
    const orders = (await res.json()) as { lines: { yourSku: string; sku: string }[] }[];
    return orders.flatMap((o) => o.lines.map((l) => `${l.yourSku}=${l.sku}`));
  }, orderNumber);
  expect(yourSkus).toEqual([`${renamed}=${SKUS.tee}`]);
  await page.screenshot({
    path: test.info().outputPath('ordered-by-cross-reference.png'),
    fullPage: true,
    caret: 'initial',
  });

  // Delete it again.
  await page.goto('/cross-references');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole('rowheader', { name: renamed })).toHaveCount(0);
  expect(pageErrors(errors).filter((e) => !e.includes('status of 400'))).toEqual([]);
});
