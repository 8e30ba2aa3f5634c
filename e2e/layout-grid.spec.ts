// Issue 11, defect 9 (rest): the size × warehouse grid fits at 1440 px with a sticky add bar and
// a running dollar total; order history and detail keep Status, Total, Qty and Price on phones.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.describe('style grid at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the grid is not cut off and the add bar with its total stays in view', async ({ page }) => {
    await signIn(page);
    await page.goto('/catalog');
    await page.getByRole('list', { name: 'Styles' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/styles\/\d+/);
    const grid = page.getByTestId('stock-grid');
    await expect(grid).toBeVisible();
    // The page itself never scrolls sideways; the grid fits inside the viewport.
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const box = await grid.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1440);

    const cells = page.getByRole('textbox', { name: /^Quantity of / });
    await cells.first().fill('2');
    const total = page.getByTestId('grid-total');
    await expect(total).not.toHaveText('$0.00');
    // The add button and total are on screen without scrolling 1,700 px down.
    await expect(page.getByTestId('grid-add-bar')).toBeInViewport();
    await expect(page.getByRole('button', { name: /Add to cart \(2 pcs\)/ })).toBeInViewport();
  });
});

test.describe('orders on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('history and detail show Status, Total, Qty and Price without sideways scrolling', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/orders');
    const row = page.getByTestId('order-row').first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('order-row-status')).toBeInViewport();
    await expect(row.getByTestId('order-row-total')).toContainText(/Total: \$\d/);
    await expect(row.getByTestId('order-row-total')).toBeInViewport();

    await row.getByRole('link').first().click();
    const line = page.getByTestId('order-line').first();
    await expect(line).toBeVisible();
    await expect(line.getByTestId('order-line-qty')).toContainText(/Qty: \d/);
    await expect(line.getByTestId('order-line-qty')).toBeInViewport();
    await expect(line.getByTestId('order-line-price')).toContainText(/Price: \$\d/);
    await expect(line.getByTestId('order-line-price')).toBeInViewport();
  });
});
