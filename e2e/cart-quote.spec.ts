import { expect, test } from '@playwright/test';
import { QUOTES, SKUS, ownErrors, resetCart } from './cart-fixtures';
import { failOnConsoleErrors, signIn } from './helpers';

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('cart quote: a bad quote shows its message, a good quote lowers the price', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await resetCart(page, [{ identifier: SKUS.tee, qty: 24 }]);
  await page.goto('/cart');

  const total = page.getByTestId('preview-total');
  await expect(total).toHaveText(/\$\d/);
  const normalTotal = dollars(await total.textContent());

  const quote = page.getByLabel('Quote number');
  await quote.fill('abc');
  await expect(page.getByText('Invalid. Must be a quote number.')).toBeVisible();
  await expect(quote).toHaveAttribute('aria-invalid', 'true');

  await quote.fill(QUOTES.expired);
  await expect(
    page.getByText('Quote not found, expired, already used, or not available for this account.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();

  await quote.fill(QUOTES.valid);
  await expect(quote).not.toHaveAttribute('aria-invalid', 'true');
  await expect(total).toHaveText(/\$\d/);
  await expect.poll(async () => dollars(await total.textContent())).toBeLessThan(normalTotal);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();

  await page.screenshot({ path: test.info().outputPath('cart-quote.png'), fullPage: true });
  expect(ownErrors(errors, [400])).toEqual([]);
});
