import { expect, test, type Page } from '@playwright/test';
import { SKUS, resetCart } from './cart-fixtures';
import { DEMO_BUYER, expectNoAxeViolations, signIn } from './helpers';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Opens a page, waits for its main heading (the data has arrived) and runs axe over it. */
async function check(page: Page, path: string, label: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, label);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`accessibility at ${name} width`, () => {
    test.use({ viewport });

    test(`the main pages have no serious axe violations (${name})`, async ({ page }) => {
      // Twelve pages and a placed order, each analysed by axe, on a shared two-core machine.
      test.setTimeout(150_000);
      await check(page, '/sign-in', `sign-in-${name}`);
      // The error state too: the refusal must be announced and readable.
      await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Wrong' })).toBeVisible();
      await expectNoAxeViolations(page, `sign-in-refused-${name}`);

      await signIn(page);
      await check(page, '/catalog', `catalog-${name}`);
      // On phones the filters fold behind a button; check them unfolded as well.
      const showFilters = page.getByRole('button', { name: /Show filters/ });
      if (await showFilters.isVisible()) {
        await showFilters.click();
        await expect(page.getByRole('button', { name: /Hide filters/ })).toBeVisible();
        await expectNoAxeViolations(page, `catalog-filters-${name}`);
      }
      await check(page, '/styles/1', `style-${name}`);
      await check(page, '/quick-order', `quick-order-${name}`);

      await resetCart(page, [{ identifier: SKUS.tee, qty: 12 }]);
      await check(page, '/cart', `cart-${name}`);
      await expect(page.getByTestId('preview-order').first()).toBeVisible();
      await expectNoAxeViolations(page, `cart-preview-${name}`);

      // An order page: the cart line placed through the cart, as a buyer does.
      await page.getByLabel('PO number').fill(`A11Y-${name}-${Date.now()}`);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/orders\/\d+\?placed=1/);
      await expect(page.getByTestId('order-record').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `order-${name}`);

      await check(page, '/orders', `orders-${name}`);
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      await check(page, '/cross-references', `cross-references-${name}`);
      await check(page, '/quotes', `quotes-${name}`);
      await check(page, '/account', `account-${name}`);
      await check(page, '/account/webhooks', `webhooks-${name}`);
      await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
    });
  });
}
