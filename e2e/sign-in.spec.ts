import { expect, test } from '@playwright/test';
import { DEMO_BUYER, signIn } from './helpers';

test('sign in: a wrong password is refused, the right one opens the catalog, sign out closes it', async ({
  page,
}) => {
  await page.goto('/catalog');
  // Every portal page requires a session.
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in to Apparel Portal' })).toBeVisible();

  await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong' })).toHaveText(
    'Wrong e-mail or password.',
  );
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page);
  await expect(page).toHaveURL(/\/catalog/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(DEMO_BUYER.name)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('signed-in.png'), caret: 'initial' });

  // The session also opens the /v2 interface to the page's own scripts.
  const status = await page.evaluate(async () => (await fetch('/v2/nothing-here/')).status);
  expect(status).toBe(404);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('sign in returns to the page that asked for it', async ({ page }) => {
  await page.goto('/quick-order');
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fquick-order/);
  await signIn(page);
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { name: 'Quick order' })).toBeVisible();
});
