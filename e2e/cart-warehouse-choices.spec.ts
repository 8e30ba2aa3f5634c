import { expect, test } from '@playwright/test';
import { resetCart } from './cart-fixtures';

const CLOSEOUT = '10540034'; // Port & Pier PC540 Navy L: 18 in IL, 40 in KS, nowhere else
import { signIn } from './helpers';

// Defect 5: warehouses typed into the style grid were discarded by the default autoselect, and
// cart lines never said which sizes ship from where.
test('warehouses: a choice made in the style grid is kept, and each line says where it ships from', async ({
  page,
}) => {
  await signIn(page);
  await resetCart(page, [], { autoselect: true, preference: 'fewest' });
  // Hartwell 5000 Black L from Reno, NV (Chicago's fewest choice would be IL).
  await page.goto('/styles/1');
  await page.locator('label[title="Black"]').click();
  await page.getByRole('textbox', { name: 'Quantity of Black L from Reno, NV' }).fill('5');
  await page.getByRole('button', { name: /^Add to cart \(5 pcs\)/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 5 pieces' })).toBeVisible();

  // And one line left to the service, from quick order.
  await page.goto('/quick-order');
  await page.getByLabel('Lines: identifier and quantity').fill(`${CLOSEOUT} 10`);
  await page.getByRole('button', { name: 'Add 1 found lines to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 lines' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByLabel('Let us choose the warehouses')).toBeChecked();
  const allocations = page.getByTestId('line-allocation');
  await expect(allocations.filter({ hasText: 'Ships 5 from NV (your choice)' })).toHaveCount(1);
  // Port & Pier PC540 Navy L is stocked in IL and KS: fewest to Chicago ships it from IL.
  await expect(allocations.filter({ hasText: 'Ships 10 from IL' })).toHaveCount(1);
  const warehouses = await page
    .getByTestId('preview-order')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-warehouse')).sort());
  expect(warehouses).toEqual(['IL', 'NV']);
  await page.screenshot({ path: test.info().outputPath('cart-allocation.png'), fullPage: true });

  // The choice can be handed back to the service on the line itself.
  await page
    .getByRole('combobox', { name: /Ships from/ })
    .first()
    .selectOption('');
  await expect(allocations.filter({ hasText: '(your choice)' })).toHaveCount(0);
});
