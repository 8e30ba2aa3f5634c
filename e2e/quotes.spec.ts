// Issue 11, defect 6: quotes were opaque. The cart shows the quoted price and the saving on the
// line the quote priced, one merchandise subtotal, the specific reason a quote is refused (from
// the server, beside the API's exact message), and a Quotes page lists the account's quotes.
import { expect, test } from '@playwright/test';
import { QUOTES, SKUS, ownErrors, resetCart } from './cart-fixtures';
import { failOnConsoleErrors, signIn } from './helpers';

const UNAVAILABLE = 'Quote not found, expired, already used, or not available for this account.';
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('a quote shows its price and saving on the line, with one subtotal', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await resetCart(page, [{ identifier: SKUS.tee, qty: 24 }], { quoteNumber: QUOTES.valid });
  await page.goto('/cart');

  const quoted = page.getByTestId('line-quoted');
  await expect(quoted).toContainText('Quoted $1.99 each');
  await expect(quoted).toContainText(/Quote saves \$\d/);
  const saving = dollars(await page.getByTestId('preview-quote-saving').textContent());
  expect(saving).toBeGreaterThan(0);
  await expect(quoted).toContainText(`Quote saves $${saving.toFixed(2)}`);
  // One merchandise subtotal on the page, the price actually charged (24 × 1.99).
  await expect(page.getByTestId('preview-subtotal')).toHaveText('$47.76');
  await expect(page.getByText(/Merchandise subtotal/)).toHaveCount(1);
  await expect(page.getByText('Merchandise at your price')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('quote-applied.png'), fullPage: true });
  expect(ownErrors(errors, [400])).toEqual([]);
});

test('a refused quote keeps the API message and says why', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await resetCart(page, [{ identifier: SKUS.tee, qty: 24 }]);
  await page.goto('/cart');
  await expect(page.getByTestId('preview-total')).toHaveText(/\$\d/);

  const quote = page.getByLabel('Quote number');
  const reason = page.getByTestId('quote-number-reason');
  for (const [number, why] of [
    [QUOTES.expired, /has expired/],
    ['700104', /not approved yet/],
    ['700106', /already been used/],
    ['999999', /no quote with this number/],
    ['700201', /no quote with this number/],
  ] as const) {
    await quote.fill(number);
    await expect(reason).toHaveText(why);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  }
  expect(ownErrors(errors, [400])).toEqual([]);
});

test('the Quotes page lists the account quotes with items, price, expiry and status', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await page.goto('/catalog');
  await page.getByRole('navigation').getByRole('link', { name: 'Quotes' }).first().click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();

  const card = (n: string) => page.locator(`[data-testid="quote"][data-quote-number="${n}"]`);
  await expect(card('700101')).toContainText('Quote 700101');
  await expect(card('700101').getByTestId('quote-status')).toHaveText('Ready to use');
  await expect(card('700101')).toContainText('$1.99 each');
  await expect(card('700101')).toContainText(/Expires \d{4}-\d{2}-\d{2}/);
  await expect(card('700103').getByTestId('quote-status')).toHaveText('Expired');
  await expect(card('700104').getByTestId('quote-status')).toHaveText('Awaiting approval');
  await expect(card('700106').getByTestId('quote-status')).toHaveText('Used');
  // Another account's quote is never listed.
  await expect(card('700201')).toHaveCount(0);
  expect(ownErrors(errors)).toEqual([]);
});
