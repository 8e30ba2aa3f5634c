import { expect, test, type Locator, type Page } from '@playwright/test';
import { SKUS, ownErrors, resetCart } from './cart-fixtures';
import { expectNoAxeViolations, failOnConsoleErrors, signIn } from './helpers';
import { WebhookReceiver, verifiedPayload } from './webhook-receiver';

// The e2e server allows loopback targets (WEBHOOKS_ALLOW_PRIVATE_TARGETS in scripts/e2e-server.ts),
// so that the receiver can run inside the test.

const receiver = new WebhookReceiver();
test.beforeAll(async () => receiver.start());
test.afterAll(async () => receiver.stop());

/** Starts from no endpoints, whatever an earlier (retried) run left behind. */
async function removeAllEndpoints(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const listed = await page.request.get(`${origin}/v2/webhooks/`);
  expect(listed.status()).toBe(200);
  for (const endpoint of (await listed.json()) as { id: string }[]) {
    const removed = await page.request.delete(`${origin}/v2/webhooks/${endpoint.id}`, {
      headers: { origin },
    });
    expect(removed.status()).toBe(204);
  }
}

/**
 * The endpoint's newest delivery of `eventType`, read again (Refresh) until it is there, and
 * pinned by its webhook-id so that later deliveries of the same type do not take its place.
 */
async function deliveryOf(card: Locator, eventType: string): Promise<{ id: string; row: Locator }> {
  const newest = card.getByTestId('webhook-delivery').filter({ hasText: eventType }).first();
  await expect(async () => {
    if (!(await newest.isVisible())) await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(newest).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const id = (await newest.getAttribute('data-delivery-id')) ?? '';
  return { id, row: card.locator(`[data-delivery-id="${id}"]`) };
}

async function secretShownIn(card: Locator): Promise<string> {
  const secret = await card.getByTestId('webhook-secret').getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  return secret;
}

test('webhooks: subscribe, receive signed events, retry after the receiver was down, rotate, delete', async ({
  page,
}) => {
  // An order, a refused delivery and three redeliveries through the background worker.
  test.setTimeout(180_000);
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await removeAllEndpoints(page);

  await page.goto('/account');
  await page.getByRole('link', { name: 'Manage webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();

  // Bad input: the API's message is shown, next to the field it names.
  const url = page.getByLabel('Endpoint URL');
  await url.fill('ftp://example.com/hooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'not added' });
  await expect(refusal).toContainText('Endpoint URL:');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await url.fill(receiver.url);
  await page.getByRole('checkbox', { name: /order\.placed/ }).uncheck();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(refusal).toContainText('Events:');
  await expect(page.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(/\S/);
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');

  // Subscribe; a double click adds one endpoint, whose secret is shown this once.
  await page.getByRole('checkbox', { name: /order\.placed/ }).check();
  await page.getByRole('checkbox', { name: /stock\.low/ }).check();
  await page.getByLabel('Description (optional)').fill('E2E receiver');
  await page.getByLabel('Followed skus (for stock.low)').fill(SKUS.tee);
  await page.getByLabel('Low-stock threshold').fill('24');
  await page.getByRole('button', { name: 'Add endpoint' }).dblclick();
  const card = page.getByTestId('webhook-endpoint');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: receiver.url })).toBeVisible();
  await expect(card).toContainText('order.placed, stock.low');
  await expect(card).toContainText(`${SKUS.tee} (below 24 pieces)`);
  const firstSecret = await secretShownIn(card);
  await expect(card.getByText('No deliveries yet.')).toBeVisible();
  await card.getByRole('button', { name: 'I have saved it' }).click();
  await expect(card.getByTestId('webhook-secret')).toHaveCount(0);

  // An order placed through the cart reaches the receiver, signed with that secret.
  await resetCart(page, [{ identifier: SKUS.tee, qty: 12 }]);
  await page.goto('/cart');
  await page.getByLabel('PO number').fill(`HOOK-${Date.now()}`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?placed=1/);
  const orderNumber = /\/orders\/(\d+)/.exec(page.url())?.[1] ?? '';
  await page.goto('/account/webhooks');
  const { id: placedId, row: placed } = await deliveryOf(card, 'order.placed');
  await expect(placed.getByTestId('delivery-id')).toHaveText(placedId);
  await expect(placed.getByTestId('delivery-status')).toHaveText('Delivered', { timeout: 30_000 });
  await expect(placed.getByTestId('delivery-attempt').first()).toContainText('HTTP 204');
  const [placedMessage] = receiver.withId(placedId);
  expect(placedMessage, `the receiver got ${placedId}`).toBeDefined();
  const payload = verifiedPayload(placedMessage!, firstSecret) as { type: string; data: unknown };
  expect(payload.type).toBe('order.placed');
  expect(JSON.stringify(payload.data)).toContain(orderNumber);

  // The receiver is down: the test event's attempt fails, and the portal shows why.
  await receiver.stop();
  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(card.getByText('Test event queued')).toBeVisible();
  const { id: pingId, row: ping } = await deliveryOf(card, 'webhook.test');
  await expect(ping.getByTestId('delivery-attempt').first()).toContainText(/ECONNREFUSED/, {
    timeout: 30_000,
  });
  await expect(ping.getByTestId('delivery-status')).not.toHaveText('Delivered');
  await page.screenshot({ path: test.info().outputPath('webhooks-refused.png'), fullPage: true });
  await expectNoAxeViolations(page, 'webhooks-deliveries');

  // Back up: Redeliver sends the same message (same webhook-id) again.
  await receiver.start();
  const attemptsBefore = await ping.getByTestId('delivery-attempt').count();
  await ping.getByRole('button', { name: /^Redeliver/ }).click();
  await expect(ping.getByTestId('delivery-status')).toHaveText('Delivered', { timeout: 30_000 });
  await expect(
    ping.getByTestId('delivery-attempt').filter({ hasText: 'HTTP 204' }),
  ).not.toHaveCount(0);
  expect(await ping.getByTestId('delivery-attempt').count()).toBeGreaterThan(attemptsBefore);
  expect(receiver.withId(pingId).length).toBeGreaterThanOrEqual(1);
  expect(verifiedPayload(receiver.withId(pingId)[0]!, firstSecret)).toMatchObject({
    type: 'webhook.test',
  });

  // Rotate: a new secret, shown once; messages are signed with it and, for a day, the old one.
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Rotate secret' }).click();
  const secondSecret = await secretShownIn(card);
  expect(secondSecret).not.toBe(firstSecret);
  await expect(card).toContainText(/Secret\s*rotated/);
  const before = receiver.received.length;
  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(before);
  const afterRotation = receiver.received.at(-1)!;
  expect(verifiedPayload(afterRotation, secondSecret)).toMatchObject({ type: 'webhook.test' });
  expect(verifiedPayload(afterRotation, firstSecret)).toMatchObject({ type: 'webhook.test' });
  await page.screenshot({ path: test.info().outputPath('webhooks-endpoint.png'), fullPage: true });
  await expectNoAxeViolations(page, 'webhooks-new-secret');

  // Delete, after a confirm.
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No endpoints yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();
  // The two refused creations answered 400 on purpose.
  expect(ownErrors(errors, [400])).toEqual([]);
});
