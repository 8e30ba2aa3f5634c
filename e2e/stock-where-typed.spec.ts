import { expect, test, type Page } from '@playwright/test';
import { SKUS, resetCart } from './cart-fixtures';
import { signIn } from './helpers';

/** Stock per warehouse of a sku now (other journeys place orders from the same database). */
async function stockOf(page: Page, sku: string): Promise<Record<string, number>> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.get(`${origin}/v2/products/${sku}?fields=warehouses`);
  expect(res.status()).toBe(200);
  const [product] = (await res.json()) as {
    warehouses: { warehouseAbbr: string; qty: number }[];
  }[];
  return Object.fromEntries(product!.warehouses.map((w) => [w.warehouseAbbr, w.qty]));
}

const count = (n: number) => n.toLocaleString('en-US');

// Defect 4: stock problems surfaced only as a preview message naming an internal id.
test('stock: the grid and quick order say what is available as the buyer types', async ({
  page,
}) => {
  await signIn(page);
  // Hartwell 5000 Black L (style 1): stocked in every warehouse.
  const stock = await stockOf(page, SKUS.tee);
  const inIL = stock.IL ?? 0;
  await page.goto('/styles/1');
  // The swatch is the radio's visible label.
  await page.locator('label[title="Black"]').click();
  const il = page.getByRole('textbox', { name: 'Quantity of Black L from Lockport, IL' });
  await il.fill(String(inIL + 1));
  await expect(page.getByTestId('cell-problem')).toHaveText(`Only ${count(inIL)} available.`);
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  await il.fill(String(inIL));
  await expect(page.getByTestId('cell-problem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();

  // Quick order checks as the buyer types, against every warehouse.
  const total = Object.values(stock).reduce((sum, qty) => sum + qty, 0);
  await page.goto('/quick-order');
  const box = page.getByLabel('Lines: identifier and quantity');
  await box.fill(`${SKUS.tee} ${total + 10}`);
  await expect(page.getByTestId('quick-order-stock')).toHaveText(`Only ${count(total)} available.`);
  await box.fill(`${SKUS.tee} 12`);
  await expect(page.getByRole('table', { name: 'Checked lines' })).toContainText(SKUS.tee);
  await expect(page.getByTestId('quick-order-stock')).toHaveCount(0);
});

test('stock: the cart marks the short line by its sku and offers ship available, split or remove', async ({
  page,
}) => {
  await signIn(page);
  const inIL = (await stockOf(page, SKUS.tee)).IL ?? 0;
  const short = [{ identifier: SKUS.tee, qty: inIL + 5, warehouseAbbr: 'IL' }];
  await resetCart(page, short, { autoselect: false });
  await page.goto('/cart');
  const issue = page.getByTestId('line-stock-issue');
  await expect(issue).toHaveAttribute('data-sku', SKUS.tee);
  await expect(issue).toContainText(`${SKUS.tee}: Only ${inIL} of the ${inIL + 5} can ship in IL.`);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('cart-stock-issue.png'), fullPage: true });

  // Split: what IL holds from IL, the rest from the warehouse holding the most.
  await issue
    .getByRole('button', { name: new RegExp(`^Split: ${inIL} from IL, 5 from [A-Z]{2}$`) })
    .click();
  await expect(issue).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toHaveCount(2);
  await expect(page.getByTestId('preview-order')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();

  // Or ship what is available.
  await resetCart(page, short, { autoselect: false });
  await page.reload();
  await page
    .getByTestId('line-stock-issue')
    .getByRole('button', { name: `Ship the ${inIL} available` })
    .click();
  await expect(page.getByTestId('line-stock-issue')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toHaveValue(String(inIL));

  // Or remove the line.
  await resetCart(page, short, { autoselect: false });
  await page.reload();
  await page
    .getByTestId('line-stock-issue')
    .getByRole('button', { name: `Remove ${SKUS.tee}` })
    .click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
