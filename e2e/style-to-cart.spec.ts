import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, pageErrors, signIn } from './helpers';

test('style grid to cart: pick a color, type quantities per size and warehouse, add them in one step', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await page.goto('/catalog');
  await page.getByRole('list', { name: 'Styles' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/styles\/\d+/);
  await expect(page).toHaveTitle(/· Apparel Portal$/);
  expect(await page.title()).not.toMatch(/^Style ·/);

  await expect(page.getByRole('table', { name: /Prices per piece/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /Specs/ })).toBeVisible();

  // Switching the color switches the grid's labels (and the images).
  const swatches = page.getByRole('group', { name: /Color:/ }).getByRole('radio');
  expect(await swatches.count()).toBeGreaterThan(1);
  const colorName = (await swatches.nth(1).getAttribute('aria-label')) ?? '';
  // The swatch is the radio's visible label.
  await page.locator(`label[title="${colorName}"]`).click();
  await expect(swatches.nth(1)).toBeChecked();
  await expect(page.getByRole('group', { name: /Color:/ })).toContainText(colorName);

  const cells = page.getByRole('textbox', { name: new RegExp(`Quantity of ${colorName} `) });
  await cells.nth(0).fill('2');
  await cells.nth(1).fill('3');
  const addButton = page.getByRole('button', { name: /Add to cart \(5 pcs\)/ });
  await addButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 5 pieces' })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('style-grid.png'),
    fullPage: true,
    caret: 'initial',
  });

  // The cart (kept on the server) now holds them.
  const totalPieces = await page.evaluate(async () => {
    const cart = (await (await fetch('/v2/cart')).json()) as { totalPieces: number };
    return cart.totalPieces;
  });
  expect(totalPieces).toBeGreaterThanOrEqual(5);

  // A style that does not exist is a clear "not found", not an error page.
  await page.goto('/styles/99999999');
  await expect(
    page.getByRole('heading', { name: 'This style is not in the catalog' }),
  ).toBeVisible();
  expect(pageErrors(errors).filter((e) => !/status of 404/.test(e))).toEqual([]);
});
