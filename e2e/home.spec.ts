import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './helpers';

test('the home page renders and leads to sign-in', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Apparel Portal', level: 1 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home.png'), caret: 'initial' });
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Apparel Portal' })).toBeVisible();
  expect(errors).toEqual([]);
});
