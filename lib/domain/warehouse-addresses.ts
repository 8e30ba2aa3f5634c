// Where each warehouse ships from (interface-v2.md §2.7 names only the city): the street address
// shipment notices show as ship-from and the postal code inventory locations carry. Dropship
// stock leaves from the mills' main hub, where transit estimates already place it.

export interface WarehouseAddress {
  companyName: string;
  address1: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'US';
}

const hub = (address1: string, city: string, region: string, postalCode: string) => ({
  companyName: 'Apparel Portal Distribution',
  address1,
  city,
  region,
  postalCode,
  country: 'US' as const,
});

export const WAREHOUSE_ADDRESSES: Readonly<Record<string, WarehouseAddress>> = {
  IL: hub('16400 W 159th St', 'Lockport', 'IL', '60441'),
  NV: hub('555 Vista Blvd', 'Reno', 'NV', '89502'),
  NJ: hub('300 Gordon Rd', 'Robbinsville', 'NJ', '08691'),
  KS: hub('1600 S Robinson Dr', 'Olathe', 'KS', '66061'),
  GA: hub('225 Bridges Rd', 'McDonough', 'GA', '30253'),
  TX: hub('4100 Northern Cross Blvd', 'Fort Worth', 'TX', '76137'),
  FL: hub('1500 NW 15th Ave', 'Pompano Beach', 'FL', '33069'),
  OH: hub('9500 Le Saint Dr', 'West Chester', 'OH', '45014'),
  DS: { ...hub('1600 S Robinson Dr', 'Olathe', 'KS', '66061'), companyName: 'Mill dropship hub' },
};

/** A warehouse's ship-from address; an unknown code reads as the dropship hub's. */
export function warehouseAddressOf(code: string): WarehouseAddress {
  return WAREHOUSE_ADDRESSES[code] ?? (WAREHOUSE_ADDRESSES.DS as WarehouseAddress);
}
