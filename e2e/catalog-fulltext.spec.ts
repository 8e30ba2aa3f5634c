import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Defect 8: "hoodie" found nothing and "tshirt" found sweatshirts only.
test("search: buyers' words find the right styles, with suggestions and counts per filter", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/catalog');
  const box = page.getByLabel('Search', { exact: true });
  await box.fill('hood');
  // Suggestions arrive as the buyer types.
  await expect(page.getByTestId('catalog-suggestions').locator('option').first()).toBeAttached();
  await box.fill('hoodie');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=hoodie/);
  const styles = page.getByRole('list', { name: 'Styles' }).getByRole('listitem');
  expect(await styles.count()).toBeGreaterThanOrEqual(9);
  for (const text of await styles.allTextContents()) expect(text).toMatch(/hood/i);

  // Each brand says how many of these styles it has.
  const brandLabels = page.getByRole('group', { name: 'Brand' }).locator('label');
  await expect(brandLabels.first()).toHaveText(/\(\d[\d,]*\)$/);

  await page.goto('/catalog?q=tshirt');
  const teeList = page.getByRole('list', { name: 'Styles' }).getByRole('listitem');
  // The list replaces the loading screen once the search answered: read it only then.
  await expect(teeList.first()).toBeVisible();
  const tees = await teeList.allTextContents();
  expect(tees.length).toBeGreaterThan(0);
  expect(tees.some((t) => /t-shirt/i.test(t))).toBe(true);
  expect(tees.some((t) => /sweatshirt/i.test(t))).toBe(false);
  await page.screenshot({ path: test.info().outputPath('search-tshirt.png'), fullPage: true });
});
