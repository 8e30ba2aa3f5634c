import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, pageErrors, signIn } from './helpers';

test('quick order: each pasted line is resolved or rejected with its reason, found ones go to the cart', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await page.goto('/quick-order');
  const [first, second] = await page.evaluate(async () => {
    const res = await fetch('/v2/products/?styleid=1&fields=sku,gtin');
    return (await res.json()) as { sku: string; gtin: string }[];
  });
  const piecesBefore = await page.evaluate(async () => {
    const cart = (await (await fetch('/v2/cart')).json()) as { totalPieces: number };
    return cart.totalPieces;
  });

  await page
    .getByLabel('Lines: identifier and quantity')
    .fill(`${first!.sku} 2\n${second!.gtin}\t3\nNO-SUCH-SKU 1\n${first!.sku}`);
  await page.getByRole('button', { name: 'Check lines' }).click();

  const table = page.getByRole('table', { name: 'Checked lines' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5); // header + 4 lines
  await expect(rows.nth(1)).toContainText(`Found:`);
  await expect(rows.nth(1)).toContainText(`sku ${first!.sku}`);
  await expect(rows.nth(2)).toContainText(`sku ${second!.sku}`);
  await expect(rows.nth(3)).toContainText('Rejected: Not found or discontinued');
  await expect(rows.nth(4)).toContainText('Rejected: Add a quantity after the identifier.');
  await page.screenshot({
    path: test.info().outputPath('quick-order.png'),
    fullPage: true,
    caret: 'initial',
  });

  await page.getByRole('button', { name: 'Add 2 found lines to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 lines' })).toBeVisible();
  const piecesAfter = await page.evaluate(async () => {
    const cart = (await (await fetch('/v2/cart')).json()) as { totalPieces: number };
    return cart.totalPieces;
  });
  expect(piecesAfter - piecesBefore).toBe(5);
  // The contract answers an identifier that names nothing with 404; the page shows it as a reason.
  expect(pageErrors(errors).filter((e) => !/404.*\/v2\/products\//.test(e))).toEqual([]);
});
