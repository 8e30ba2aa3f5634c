import { errorsGuide } from './errors';
import { firstCallGuide } from './first-call';
import type { Guide } from './guide-types';
import { limitsGuide } from './limits';
import { placingOrdersGuide } from './placing-orders';
import { pollingVsWebhooksGuide } from './polling-vs-webhooks';

export type { CurlExpectation, Guide, GuideBlock } from './guide-types';

/** In reading order. */
export const guides: readonly Guide[] = [
  firstCallGuide,
  placingOrdersGuide,
  pollingVsWebhooksGuide,
  errorsGuide,
  limitsGuide,
];

export function guideBySlug(slug: string): Guide | undefined {
  return guides.find((guide) => guide.slug === slug);
}
