import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, pageErrors, signIn } from './helpers';

const SECOND_BUYER = { email: 'buyer2@example.com', password: 'demo1234!', name: 'Sam Purchaser' };

test('account: company and terms, payment methods, outbox, and a regenerated API key shown once', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page, SECOND_BUYER);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company and terms' })).toContainText(
    'Sunbelt Screenworks LLC',
  );
  await expect(page.getByRole('region', { name: 'Company and terms' })).toContainText('Net 15');
  await expect(page.getByRole('region', { name: 'API key' })).toContainText(
    'The current key ends in …',
  );
  await expect(page.getByRole('region', { name: 'Saved payment methods' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail outbox' })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Regenerate API key' }).click();
  const keyBox = page.getByLabel('New API key');
  await expect(keyBox).toHaveValue(/^[0-9a-f-]{36}$/);
  const apiKey = await keyBox.inputValue();
  await page.screenshot({
    path: test.info().outputPath('account.png'),
    fullPage: true,
    caret: 'initial',
  });

  // The new key opens the REST interface for scripts; the old demo key no longer does.
  const origin = new URL(page.url()).origin;
  const basic = (key: string) => `Basic ${Buffer.from(`100002:${key}`).toString('base64')}`;
  const fresh = await page.request.get(`${origin}/v2/brands/`, {
    headers: { authorization: basic(apiKey) },
  });
  expect(fresh.status()).toBe(200);
  const old = await page.request.get(`${origin}/v2/brands/`, {
    headers: { authorization: basic('0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b') },
  });
  expect(old.status()).toBe(401);

  // Shown once: after a reload only the hint remains.
  await page.reload();
  await expect(page.getByLabel('New API key')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'API key' })).toContainText(`…${apiKey.slice(-4)}`);
  expect(pageErrors(errors)).toEqual([]);
});
