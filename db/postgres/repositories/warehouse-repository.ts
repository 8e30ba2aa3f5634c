// PostgreSQL twin of db/sqlite/repositories/warehouse-repository.ts.
import { asc } from 'drizzle-orm';
import type { WarehouseRepository } from '@/lib/domain/ports/warehouse-repository';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { warehouses } from '../schema';

// Nine rows, read per call: an edited cut-off is seen at once by every process (invariant 4).
export function createWarehouseRepository({ db }: PostgresHandle): WarehouseRepository {
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
      .prepare('c_warehouses'),
  );
  return {
    listAll() {
      return all().execute();
    },
  };
}
