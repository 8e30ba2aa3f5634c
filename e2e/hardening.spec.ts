// Issue 9 in the browser: the portal works under its security headers, sign-in lands on the
// browser's own origin (never the host the server listens on, e.g. 0.0.0.0), a refused sign-in
// reads the same for known and unknown e-mails, and malformed escapes are not a server error.
import { expect, test } from '@playwright/test';
import { DEMO_BUYER, failOnConsoleErrors, pageErrors, signIn } from './helpers';

test('pages carry the security headers and still work under their CSP', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  const response = await page.goto('/sign-in');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(pageErrors(errors).filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('sign-in returns to the page on the origin the browser used', async ({ page, baseURL }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  await expect(page).toHaveURL(/\/orders$/);
});

test('a refused sign-in reads the same for a known and an unknown e-mail', async ({ page }) => {
  const messageFor = async (email: string) => {
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /e-mail|sign-ins/i });
    await expect(alert).toBeVisible();
    return alert.textContent();
  };
  expect(await messageFor('nobody-here@example.com')).toBe(await messageFor(DEMO_BUYER.email));
});

test('a malformed percent-escape in a portal path is a 400, not a 500', async ({ request }) => {
  for (const path of ['/orders/%', '/catalog/%zz', '/styles/%E0%A4%A']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(400);
  }
});
