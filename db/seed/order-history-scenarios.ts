// The placements of the demo order history: how old each is and where it stands now.

export type Stage =
  | 'placed'
  | 'invoiced'
  | 'in-transit'
  | 'out-for-delivery'
  | 'delivered'
  | 'ready-for-pickup'
  | 'picked-up'
  | 'cancelled';

/** Age of each placement and where it stands now; the oldest about four months back. */
export const scenarios: { ageHours: number; stage: Stage; warehouses: number; method: string }[] = [
  { ageHours: 0.3, stage: 'placed', warehouses: 2, method: '1' },
  { ageHours: 3, stage: 'invoiced', warehouses: 1, method: '3' },
  { ageHours: 7, stage: 'invoiced', warehouses: 1, method: '6' },
  { ageHours: 20, stage: 'ready-for-pickup', warehouses: 1, method: '6' },
  { ageHours: 28, stage: 'in-transit', warehouses: 2, method: '1' },
  { ageHours: 44, stage: 'out-for-delivery', warehouses: 1, method: '14' },
  { ageHours: 52, stage: 'cancelled', warehouses: 1, method: '1' },
  { ageHours: 4 * 24, stage: 'delivered', warehouses: 1, method: '1' },
  { ageHours: 6 * 24, stage: 'picked-up', warehouses: 1, method: '6' },
  { ageHours: 9 * 24, stage: 'delivered', warehouses: 2, method: '2' },
  { ageHours: 15 * 24, stage: 'delivered', warehouses: 1, method: '1' },
  { ageHours: 22 * 24, stage: 'delivered', warehouses: 1, method: '14' },
  { ageHours: 30 * 24, stage: 'cancelled', warehouses: 1, method: '1' },
  { ageHours: 38 * 24, stage: 'delivered', warehouses: 3, method: '1' },
  { ageHours: 47 * 24, stage: 'picked-up', warehouses: 1, method: '8' },
  { ageHours: 58 * 24, stage: 'delivered', warehouses: 1, method: '16' },
  { ageHours: 71 * 24, stage: 'delivered', warehouses: 2, method: '1' },
  { ageHours: 86 * 24, stage: 'delivered', warehouses: 1, method: '1' },
  { ageHours: 99 * 24, stage: 'delivered', warehouses: 1, method: '14' },
  { ageHours: 112 * 24, stage: 'delivered', warehouses: 1, method: '1' },
  { ageHours: 121 * 24, stage: 'delivered', warehouses: 2, method: '1' },
];

export const shipTos: Record<
  number,
  { customer: string; attn: string; address: string; city: string; state: string; zip: string }[]
> = {
  1: [
    {
      customer: 'Northside Print Co.',
      attn: 'Receiving',
      address: '1200 W Fulton St',
      city: 'Chicago',
      state: 'IL',
      zip: '60607',
    },
    {
      customer: 'Lakeview Little League',
      attn: 'Coach Ortiz',
      address: '3600 N Clark St',
      city: 'Chicago',
      state: 'IL',
      zip: '60613',
    },
    {
      customer: 'Evanston Run Club',
      attn: 'Mia Chen',
      address: '1603 Orrington Ave',
      city: 'Evanston',
      state: 'IL',
      zip: '60201',
    },
  ],
  2: [
    {
      customer: 'Sunbelt Screenworks LLC',
      attn: 'Dock 2',
      address: '4410 Commerce St',
      city: 'Dallas',
      state: 'TX',
      zip: '75226',
    },
    {
      customer: 'Austin Brewfest',
      attn: 'Event Office',
      address: '200 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
    {
      customer: 'Gulf Coast Marathon',
      attn: 'Race Director',
      address: '901 Bagby St',
      city: 'Houston',
      state: 'TX',
      zip: '77002',
    },
  ],
};
