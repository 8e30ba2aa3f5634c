import { expect, test, type Page } from '@playwright/test';
import { SKUS, resetCart } from './cart-fixtures';
import { signIn } from './helpers';

async function savedQty(page: Page): Promise<number | undefined> {
  const origin = new URL(page.url()).origin;
  const cart = (await (await page.request.get(`${origin}/v2/cart`)).json()) as {
    lines: { qty: number }[];
  };
  return cart.lines[0]?.qty;
}

// Defect 3: "12.5" saved 125, "-5" saved 5, 0 silently reverted and 999999 showed a raw message
// while the box disagreed with what was saved.
test('quantity boxes: only whole pieces are saved; anything else is refused at the box', async ({
  page,
}) => {
  await signIn(page);
  await resetCart(page, [{ identifier: SKUS.tee, qty: 12 }]);
  await page.goto('/cart');
  const box = page.getByRole('textbox', { name: /^Quantity of / });
  await expect(box).toHaveValue('12');

  const refusals: [string, string][] = [
    ['12.5', 'Quantities are whole pieces, not fractions.'],
    ['-5', 'A quantity cannot be negative.'],
    ['0', 'The quantity must be at least 1. To drop the line, use Remove.'],
    ['999999', 'At most 100,000 pieces per line.'],
    ['abc', 'Enter a whole number of pieces, like 12.'],
  ];
  for (const [typed, message] of refusals) {
    await box.fill(typed);
    await box.press('Enter');
    await expect(box).toHaveValue(typed);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    expect(await savedQty(page)).toBe(12);
  }
  await page.screenshot({ path: test.info().outputPath('quantity-refused.png'), fullPage: true });

  await box.fill('36');
  await box.press('Enter');
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => savedQty(page)).toBe(36);

  // The style grid says the same as the buyer types, and adds nothing while a box is wrong.
  await page.goto('/styles/1');
  const cell = page.getByRole('textbox', { name: /^Quantity of .+ from / }).first();
  await cell.fill('12.5');
  await expect(page.getByTestId('cell-problem').first()).toHaveText(
    'Quantities are whole pieces, not fractions.',
  );
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  await cell.fill('-5');
  await expect(page.getByTestId('cell-problem').first()).toHaveText(
    'A quantity cannot be negative.',
  );
  await cell.fill('2');
  await expect(page.getByTestId('cell-problem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
});
