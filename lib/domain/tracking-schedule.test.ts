import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueCheckpoints,
  lifecycleStageOf,
  plannedLength,
  storyOf,
  type LifecycleStage,
  type PackageRoute,
  type PackageStory,
} from './tracking-schedule';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 18, 16, 0, 0);
const route = (story: PackageStory): PackageRoute => ({
  story,
  shippedAt: T0,
  origin: 'Lockport, IL',
  destination: 'Chicago, IL',
});
const kinds = (story: PackageStory, stage: LifecycleStage, minutes: number) =>
  dueCheckpoints(route(story), stage, T0 + minutes * MINUTE, 0).map((c) => c.kind);

describe('dueCheckpoints', () => {
  it.each<[PackageStory, LifecycleStage, number, string[]]>([
    ['normal', 'shipped', 0, ['picked-up']],
    ['normal', 'shipped', 12, ['picked-up', 'departed']],
    ['normal', 'shipped', 29, ['picked-up', 'departed', 'arrived']],
    // Out for delivery waits for the lifecycle, however late it is.
    ['normal', 'shipped', 300, ['picked-up', 'departed', 'arrived']],
    ['normal', 'out-for-delivery', 31, ['picked-up', 'departed', 'arrived', 'out-for-delivery']],
    [
      'normal',
      'delivered',
      61,
      ['picked-up', 'departed', 'arrived', 'out-for-delivery', 'delivered'],
    ],
    ['late-pickup', 'shipped', 2, ['label-created']],
    ['late-pickup', 'shipped', 6, ['label-created', 'picked-up']],
    ['weather-exception', 'shipped', 16, ['picked-up', 'departed', 'exception']],
    ['weather-exception', 'shipped', 21, ['picked-up', 'departed', 'exception', 'arrived']],
    [
      'missed-delivery',
      'out-for-delivery',
      35,
      ['picked-up', 'departed', 'arrived', 'out-for-delivery'],
    ],
    [
      'missed-delivery',
      'out-for-delivery',
      45,
      ['picked-up', 'departed', 'arrived', 'out-for-delivery', 'delivery-attempted'],
    ],
  ])('%s at stage %s, %i minutes after shipping: %j', (story, stage, minutes, expected) => {
    expect(kinds(story, stage, minutes)).toEqual(expected);
  });

  it('reports the first scan of a stage the moment the lifecycle reaches it, even early', () => {
    // A staff member moved the order out for delivery five minutes after shipping.
    const due = dueCheckpoints(route('normal'), 'out-for-delivery', T0 + 5 * MINUTE, 0);
    expect(due.map((c) => c.kind)).toEqual([
      'picked-up',
      'departed',
      'arrived',
      'out-for-delivery',
    ]);
    expect(due.every((c) => c.at <= T0 + 5 * MINUTE)).toBe(true);
  });

  it('writes only what is new, never before the last scan written', () => {
    const written = dueCheckpoints(route('normal'), 'shipped', T0 + 12 * MINUTE, 0);
    const next = dueCheckpoints(
      route('normal'),
      'shipped',
      T0 + 25 * MINUTE,
      written.length,
      written[1]!.at,
    );
    expect(next.map((c) => c.kind)).toEqual(['arrived']);
    expect(next[0]).toMatchObject({ location: 'Chicago, IL', at: T0 + 20 * MINUTE });
  });

  it('tells the whole story once delivered, in order and never in the future', () => {
    const stories: PackageStory[] = [
      'normal',
      'weather-exception',
      'late-pickup',
      'missed-delivery',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...stories),
        fc.integer({ min: 0, max: 500 }),
        (story, minutes) => {
          const now = T0 + minutes * MINUTE;
          const all = dueCheckpoints(route(story), 'delivered', now, 0);
          expect(all).toHaveLength(plannedLength(story));
          expect(all[all.length - 1]!.kind).toBe('delivered');
          for (let i = 1; i < all.length; i++)
            expect(all[i]!.at).toBeGreaterThanOrEqual(all[i - 1]!.at);
          expect(all.every((c) => c.at <= now && c.at >= T0)).toBe(true);
        },
      ),
    );
  });
});

describe('storyOf', () => {
  it('is stable per tracking number and gives every story now and then', () => {
    const numbers = Array.from(
      { length: 400 },
      (_, i) => `1Z9X4W${String(104_729 + i * 7_919).padStart(10, '0')}`,
    );
    const counts = new Map<string, number>();
    for (const n of numbers) counts.set(storyOf(n), (counts.get(storyOf(n)) ?? 0) + 1);
    expect(storyOf(numbers[0]!)).toBe(storyOf(numbers[0]!));
    expect(counts.get('normal')).toBeGreaterThan(200);
    for (const story of ['weather-exception', 'late-pickup', 'missed-delivery']) {
      expect(counts.get(story)).toBeGreaterThan(10);
    }
  });
});

describe('lifecycleStageOf', () => {
  it.each([
    ['Shipped - In Transit', 'shipped'],
    ['Shipped - Out For Delivery', 'out-for-delivery'],
    ['Shipped - Delivered', 'delivered'],
  ])('%s -> %s', (status, stage) => expect(lifecycleStageOf(status)).toBe(stage));
});
