import { expect, test } from '@playwright/test';
import { SKUS, resetCart } from './cart-fixtures';
import { signIn } from './helpers';

// Defect 2: with the session gone, the cart's calls got a Basic challenge (a username/password
// box, or a hang) and then an API-key message. Now: a plain 401, off to sign in, back to the
// same page with what was typed kept.
test('session expiry: the buyer signs in again and comes back to the cart with the PO typed', async ({
  page,
  context,
}) => {
  await signIn(page);
  await resetCart(page, [{ identifier: SKUS.tee, qty: 12 }], { poNumber: '' });
  await page.goto('/cart');
  await expect(page.getByTestId('preview-total')).toHaveText(/\$\d/);

  // The session ends while the buyer is on the page.
  await context.clearCookies();
  const refused = page.waitForResponse(
    (r) => r.url().includes('/v2/cart/settings') && r.request().method() === 'PUT',
  );
  const po = `AFTER-EXPIRY-${Date.now()}`;
  await page.getByLabel('PO number').fill(po);
  await page.getByLabel('PO number').blur();
  const answer = await refused;
  expect(answer.status()).toBe(401);
  expect(answer.headers()['www-authenticate']).toBeUndefined();

  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcart/);
  await page.screenshot({ path: test.info().outputPath('session-expired.png'), fullPage: true });
  await signIn(page);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('PO number')).toHaveValue(po);
  // It was saved, not only shown: a fresh load of the cart has it.
  await page.reload();
  await expect(page.getByLabel('PO number')).toHaveValue(po);
});
