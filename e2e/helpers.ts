import { expect, type Page } from '@playwright/test';

export const DEMO_BUYER = { email: 'buyer@example.com', password: 'demo1234!', name: 'Dana Buyer' };

/** Signs the demo buyer in from wherever the page is (going to /sign-in when needed). */
export async function signIn(page: Page, user = DEMO_BUYER): Promise<void> {
  if (!page.url().includes('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Fails the test on any console error of the page (quality: no console errors). */
export function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The console errors that are ours to fix: product images are served by the image route, and a
 * missing image file is reported there, not as a page failure. */
export function pageErrors(errors: string[]): string[] {
  return errors.filter((e) => !/\/Images\//i.test(e));
}
