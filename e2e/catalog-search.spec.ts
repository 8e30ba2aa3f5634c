import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, pageErrors, signIn } from './helpers';

test('search and filter: words, brand and stock filters narrow the grid and live in the URL', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await signIn(page);
  await page.goto('/catalog');
  const styles = page.getByRole('list', { name: 'Styles' }).getByRole('listitem');
  const status = page.getByRole('status').filter({ hasText: 'styles' });
  await expect(status).toContainText(/of \d+ styles/);
  const allText = await status.textContent();
  const all = Number(/of ([\d,]+) styles/.exec(allText ?? '')?.[1]?.replace(/,/g, ''));

  // A word search by style name.
  await page.getByLabel('Search', { exact: true }).fill('hooded');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=hooded/);
  await expect(status).not.toHaveText(allText ?? '');
  // The loading screen may stand in for the list during navigation: count once the list is back.
  await expect(styles.first()).toBeVisible();
  const hoodies = await styles.count();
  expect(hoodies).toBeGreaterThan(0);
  expect(hoodies).toBeLessThan(all);
  for (const card of await styles.all()) {
    await expect(card).toContainText(/hood/i);
  }

  // Filters add up, and the URL carries them so the search can be shared.
  await page.getByLabel('Search', { exact: true }).fill('');
  await page.getByRole('group', { name: 'In stock at' }).getByLabel('Reno, NV (NV)').check();
  await page.getByLabel('New styles').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/instock=NV/);
  await expect(page).toHaveURL(/new=1/);
  await expect(page.getByLabel('New styles')).toBeChecked();
  await expect(status).toContainText(/of \d+ styles/);
  await expect(styles.first()).toBeVisible();
  const newCount = await styles.count();
  expect(newCount).toBeGreaterThan(0);
  for (const card of await styles.all()) await expect(card).toContainText('New');

  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByLabel('New styles')).toBeChecked();
  await expect(styles).toHaveCount(newCount);

  // A brand filter shows only that brand's styles.
  await page.goto('/catalog');
  await page.getByRole('group', { name: 'Brand' }).getByLabel('Hartwell').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/brand=\d+/);
  await expect(page.getByRole('group', { name: 'Brand' }).getByLabel('Hartwell')).toBeChecked();
  await expect(styles.first()).toBeVisible();
  expect(await styles.count()).toBeGreaterThan(0);
  for (const card of await styles.all()) await expect(card).toContainText(/Hartwell/i);

  await page.goto('/catalog?q=nothing-matches-this');
  await expect(page.getByText('No styles match this search.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('catalog-empty.png'), caret: 'initial' });

  await page.goto('/catalog?sort=price-asc');
  await expect(styles.first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('catalog.png'),
    fullPage: true,
    caret: 'initial',
  });
  expect(pageErrors(errors)).toEqual([]);
});
