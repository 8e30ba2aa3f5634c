// Puts the signed-in buyer's server-side cart into a known state through /v2/cart, the way the
// style grid and quick order do, so that each cart journey starts from the same place.
import { expect, type Page } from '@playwright/test';

/** Demo catalog facts (db/seed/demo-fixtures.ts). */
export const SKUS = {
  /** Hartwell 5000 Black L: plenty in every stocking warehouse. */
  tee: '10760024',
  /** Hartwell 5000 Red M: 7 in IL, 12 in TX only. */
  lowStock: '10760053',
};

/** Quotes of account 100001 (db/seed/commerce-fixtures.ts). */
export const QUOTES = { valid: '700101', expired: '700103' };

async function cartCall(
  page: Page,
  method: 'DELETE' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}${path}`, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function resetCart(
  page: Page,
  lines: { identifier: string; qty: number; warehouseAbbr?: string }[],
  settings: Record<string, unknown> = {},
): Promise<void> {
  await cartCall(page, 'DELETE', '/v2/cart');
  await cartCall(page, 'PUT', '/v2/cart/settings', {
    autoselect: true,
    preference: 'fewest',
    warehouses: [],
    maxDaysInTransit: 10,
    quoteNumber: '',
    promotionCode: '',
    poNumber: '',
    ...settings,
  });
  if (lines.length > 0) await cartCall(page, 'POST', '/v2/cart/lines', { lines });
}

/**
 * Console errors that are the page's own: JavaScript errors and failed calls, but not 404s of
 * static assets or of pages prefetched by the navigation (images and pages of other journeys),
 * and not the 400s of a preview that is meant to be refused (a bad quote).
 */
export function ownErrors(errors: string[], allowStatus: number[] = []): string[] {
  const allowed = [404, ...allowStatus];
  return errors.filter(
    (e) => !allowed.some((status) => e.includes(`responded with a status of ${status}`)),
  );
}
