import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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

/**
 * Runs axe-core (WCAG 2 A and AA rules) over the page as it is now and fails with a readable list
 * of the serious and critical violations (quality: keyboard and screen-reader usable). The full
 * result is attached to the test so that minor findings can be reviewed too.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  await test.info().attach(`axe-${label}`, {
    body: JSON.stringify(results, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  // Soft: one run lists the violations of every page checked, not only the first page's.
  expect.soft(report, `axe violations on ${label} (${page.url()})`).toEqual([]);
}
