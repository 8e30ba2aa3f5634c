// Fixed reference data every database starts with: warehouses, price tiers, and the two demo
// accounts whose credentials the README and `npm start` print.

export const warehouseRows = [
  {
    code: 'IL',
    name: 'Lockport, IL',
    city: 'Lockport',
    state: 'IL',
    latitude: 41.5895,
    longitude: -88.0578,
    timeZone: 'America/Chicago',
  },
  {
    code: 'NV',
    name: 'Reno, NV',
    city: 'Reno',
    state: 'NV',
    latitude: 39.5296,
    longitude: -119.8138,
    timeZone: 'America/Los_Angeles',
  },
  {
    code: 'NJ',
    name: 'Robbinsville, NJ',
    city: 'Robbinsville',
    state: 'NJ',
    latitude: 40.2146,
    longitude: -74.6193,
    timeZone: 'America/New_York',
  },
  {
    code: 'KS',
    name: 'Olathe, KS',
    city: 'Olathe',
    state: 'KS',
    latitude: 38.8814,
    longitude: -94.8191,
    timeZone: 'America/Chicago',
  },
  {
    code: 'GA',
    name: 'McDonough, GA',
    city: 'McDonough',
    state: 'GA',
    latitude: 33.4473,
    longitude: -84.1469,
    timeZone: 'America/New_York',
  },
  {
    code: 'TX',
    name: 'Fort Worth, TX',
    city: 'Fort Worth',
    state: 'TX',
    latitude: 32.7555,
    longitude: -97.3308,
    timeZone: 'America/Chicago',
  },
  {
    code: 'FL',
    name: 'Pompano Beach, FL',
    city: 'Pompano Beach',
    state: 'FL',
    latitude: 26.2379,
    longitude: -80.1248,
    timeZone: 'America/New_York',
  },
  {
    code: 'OH',
    name: 'West Chester, OH',
    city: 'West Chester',
    state: 'OH',
    latitude: 39.332,
    longitude: -84.4083,
    timeZone: 'America/New_York',
  },
  // Dropship stock ships from the mill; we place it at the mills' main hub for transit estimates.
  {
    code: 'DS',
    name: 'Dropship',
    city: 'Olathe',
    state: 'KS',
    latitude: 38.8814,
    longitude: -94.8191,
    timeZone: 'America/Chicago',
    isDropship: true,
  },
].map((w, index) => ({ cutOffLocal: '16:00', isDropship: false, sortOrder: index + 1, ...w }));

export const priceTierRows = [
  { id: 1, name: 'Standard', discountBasisPoints: 0 },
  { id: 2, name: 'Preferred', discountBasisPoints: 800 },
  { id: 3, name: 'Distributor', discountBasisPoints: 1500 },
];

export const demoAccounts = [
  {
    account: {
      id: 1,
      number: '100001',
      companyName: 'Northside Print Co.',
      terms: 'Net 30',
      shipBlindDefault: false,
      priceTierId: 1,
      taxExempt: false,
      billTo: 'Northside Print Co.',
      billAttn: 'Accounts Payable',
      billAddress: '1200 W Fulton St',
      billCity: 'Chicago',
      billState: 'IL',
      billZip: '60607',
      shippingCollectNumber: '',
    },
    apiKey: '6f1c3b2a-8d4e-4f7a-9b1c-2d3e4f5a6b7c',
    user: { email: 'buyer@example.com', name: 'Dana Buyer', password: 'demo1234!' },
  },
  {
    account: {
      id: 2,
      number: '100002',
      companyName: 'Sunbelt Screenworks LLC',
      terms: 'Net 15',
      shipBlindDefault: true,
      priceTierId: 2,
      taxExempt: true,
      billTo: 'Sunbelt Screenworks LLC',
      billAttn: 'Purchasing',
      billAddress: '4410 Commerce St',
      billCity: 'Dallas',
      billState: 'TX',
      billZip: '75226',
      shippingCollectNumber: 'UPS-88X21',
    },
    apiKey: '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b',
    user: { email: 'buyer2@example.com', name: 'Sam Purchaser', password: 'demo1234!' },
  },
] as const;

/** Website user ids of the demo buyers: they are seeded in this order, from 1. */
export const demoUserIds: ReadonlyMap<string, number> = new Map(
  demoAccounts.map((demo, index) => [demo.user.email, index + 1]),
);
