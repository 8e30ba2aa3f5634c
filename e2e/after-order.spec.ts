import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, pageErrors, signIn } from './helpers';

interface Listed {
  orderNumber: string;
  orderType: string;
  orderStatus: string;
  invoiceNumber: string;
  trackingNumber?: string;
  lines: { returnable: boolean; qtyShipped: number }[];
}

test('after the order: download the invoice, follow each box, and return items', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  const origin = new URL(page.url()).origin;
  // A shipped order of the seeded history whose first line can come back.
  const listed = await page.request.get(`${origin}/v2/orders/?status=Shipped&pageSize=100`);
  expect(listed.status()).toBe(200);
  const order = ((await listed.json()) as Listed[]).find(
    (o) => o.orderType !== 'Credit' && o.lines.some((l) => l.returnable && l.qtyShipped > 1),
  );
  expect(order, 'a shipped order in the seeded history').toBeDefined();
  await page.goto(`/orders/${order!.orderNumber}`);

  // The invoice downloads as a PDF.
  const link = page.getByTestId('invoice-download').first();
  await expect(link).toBeVisible();
  const download = await page.request.get(`${origin}${(await link.getAttribute('href'))!}`);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Each box with the carrier's tracking number and its scans (the lifecycle step writes them).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('package').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('package-tracking-number').first()).toHaveText(/^[0-9A-Z]{10,}$/);
  await expect(page.getByTestId('checkpoint').first()).toBeVisible();

  // Return items: one piece of the first returnable line, for a credit.
  await page.getByRole('button', { name: 'Return items' }).first().click();
  await page.getByLabel('Quantity').first().fill('1');
  await page.getByLabel('Reason').first().selectOption({ label: 'Wrong size' });
  await page.getByRole('button', { name: 'File return' }).click();
  await expect(page.getByTestId('return-confirmation')).toBeVisible();
  await expect(page.getByTestId('ra-number')).toHaveText(/^RA\d{7,}$/);
  await expect(page.getByText('Send the goods to')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('after-order.png'), fullPage: true });
  expect(pageErrors(errors)).toEqual([]);
});
