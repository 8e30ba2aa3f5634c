import { expect, test } from '@playwright/test';
import { SKUS, resetCart } from './cart-fixtures';
import { signIn } from './helpers';

// Defect 9 (in part): past-the-end catalog pages, unknown URLs, the header's cart count, and the
// favicon, logo and web manifest.
test('layout: honest paging, a 404 with ways back, the cart count, icons and manifest', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/catalog?page=99');
  await expect(
    page.getByRole('status').filter({ hasText: 'Page 99 is past the end' }),
  ).toBeVisible();
  await expect(page.getByText(/–.* of /)).toHaveCount(0);
  await page.getByRole('link', { name: /Go to the last page/ }).click();
  await expect(
    page.getByRole('list', { name: 'Styles' }).getByRole('listitem').first(),
  ).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the catalog' }).click();
  await expect(page).toHaveURL(/\/catalog/);

  await resetCart(page, [{ identifier: SKUS.tee, qty: 14 }]);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toContainText('14');

  const origin = new URL(page.url()).origin;
  const manifest = await page.request.get(`${origin}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(((await manifest.json()) as { name: string }).name).toBe('Apparel Portal');
  expect((await page.request.get(`${origin}/logo.svg`)).status()).toBe(200);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('head link[rel="icon"]').first()).toBeAttached();
});
