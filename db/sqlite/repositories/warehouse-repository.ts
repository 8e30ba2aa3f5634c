import { asc } from 'drizzle-orm';
import type { WarehouseRepository } from '@/lib/domain/ports/warehouse-repository';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { warehouses } from '../schema';

// Nine rows, read per call: cheap with a prepared statement, and an edited cut-off is seen at once
// by every process over the database (invariant 4).
export function createWarehouseRepository({ db }: DatabaseHandle): WarehouseRepository {
  const all = lazy(() =>
    db
      .select({
        code: warehouses.code,
        name: warehouses.name,
        city: warehouses.city,
        state: warehouses.state,
        latitude: warehouses.latitude,
        longitude: warehouses.longitude,
        timeZone: warehouses.timeZone,
        cutOffLocal: warehouses.cutOffLocal,
        isDropship: warehouses.isDropship,
        sortOrder: warehouses.sortOrder,
      })
      .from(warehouses)
      .orderBy(asc(warehouses.sortOrder), asc(warehouses.code))
      .prepare(),
  );
  return {
    listAll() {
      return Promise.resolve(all().all());
    },
  };
}
