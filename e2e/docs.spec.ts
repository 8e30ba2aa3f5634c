import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors, pageErrors, signIn } from './helpers';

/** The GET /v2/brands/ operation of the Swagger UI reference. */
const brandsList = (page: Page) =>
  page.locator('.opblock-get', {
    has: page.locator('.opblock-summary-path[data-path="/v2/brands/"]'),
  });

test('API docs: the reference renders for a visitor, offline, and the guides show their examples', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  // Nothing may come from another origin: the reference works without the internet.
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trying calls' })).toContainText('Authorize');
  await expect(brandsList(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: 'Placing an order safely' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Placing an order safely', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('curl-example').nth(1)).toContainText('Idempotency-Key');
  expect(foreign).toEqual([]);
  // CSP refusals are console errors: the policy lets the reference run.
  expect(pageErrors(errors)).toEqual([]);
});

test('API docs: a signed-in buyer follows the header link and tries a call as their account', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await page.getByRole('link', { name: 'API docs' }).first().click();
  await expect(page).toHaveURL(/\/docs$/);
  const notice = page.getByRole('region', { name: 'Trying calls' });
  await expect(notice).toContainText('signed in as account 100001');
  await expect(notice.getByRole('link', { name: /make a new one/ })).toHaveAttribute(
    'href',
    '/account#api-key-heading',
  );

  const operation = brandsList(page);
  await operation.locator('.opblock-summary').first().click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const answer = operation.locator('.live-responses-table tbody .response-col_status').first();
  await expect(answer).toHaveText('200');
  await expect(operation.locator('.live-responses-table')).toContainText('"name"');
  expect(pageErrors(errors)).toEqual([]);
});
