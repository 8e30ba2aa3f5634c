// The shipping methods a cart offers, as plain data: the browser shows them without loading zod.

/** interface-v2.md §4.1.1, with the labels the cart page shows. */
export const SHIPPING_METHODS = [
  { code: '1', label: 'Ground (carrier chosen by us)' },
  { code: '54', label: 'Cheapest ground (postal or SurePost)' },
  { code: '40', label: 'UPS Ground' },
  { code: '14', label: 'FedEx Ground' },
  { code: '16', label: 'UPS 3 Day Select' },
  { code: '3', label: 'UPS 2nd Day Air' },
  { code: '22', label: 'UPS 2nd Day Air AM' },
  { code: '48', label: 'FedEx 2Day' },
  { code: '2', label: 'UPS Next Day Air' },
  { code: '17', label: 'UPS Next Day Air Early AM' },
  { code: '21', label: 'UPS Next Day Air Saver' },
  { code: '27', label: 'FedEx Standard Overnight' },
  { code: '26', label: 'FedEx Priority Overnight' },
  { code: '19', label: 'UPS Saturday' },
  { code: '20', label: 'UPS Saturday Early' },
  { code: '6', label: 'Will call / pickup' },
  { code: '8', label: 'Messenger pickup' },
] as const;
