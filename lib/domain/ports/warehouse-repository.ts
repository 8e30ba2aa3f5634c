/** A shipping warehouse (interface-v2.md §2.7) with what transit estimates need. */
export interface Warehouse {
  code: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** IANA zone of the warehouse's own clock, e.g. America/Chicago. */
  timeZone: string;
  /** Same-day shipping cut-off on the warehouse's clock, 'HH:mm'. */
  cutOffLocal: string;
  isDropship: boolean;
  sortOrder: number;
}

export interface WarehouseRepository {
  /** Every warehouse, in display order (IL, NV, NJ, … DS). */
  listAll(): Promise<Warehouse[]>;
}
