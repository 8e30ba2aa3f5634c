// Who we are on documents we send (invoices, return labels): the supplier's name and remit-to.
export const SUPPLIER = {
  name: 'Apparel Portal Wholesale',
  address: '1600 Distribution Way',
  city: 'Lockport',
  state: 'IL',
  zip: '60441',
  phone: '(800) 555-0134',
  email: 'billing@apparel-portal.example',
} as const;
