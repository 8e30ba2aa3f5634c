// Services an account is refused (PromoStandards code 104).
import { and, eq } from 'drizzle-orm';
import type { ServiceAccessRepository } from '@/lib/domain/ports/service-access-repository';
import type { DatabaseHandle } from '../client';
import { serviceDenials } from '../schema';

export function createServiceAccessRepository(handle: DatabaseHandle): ServiceAccessRepository {
  const t = serviceDenials;
  const key = (accountId: number, service: string) =>
    and(eq(t.accountId, accountId), eq(t.service, service));
  return {
    isDenied(accountId, service) {
      const row = handle.db
        .select({ service: t.service })
        .from(t)
        .where(key(accountId, service))
        .get();
      return Promise.resolve(row !== undefined);
    },
    deny(accountId, service, at) {
      handle.db.insert(t).values({ accountId, service, deniedAt: at }).onConflictDoNothing().run();
      return Promise.resolve();
    },
    allow(accountId, service) {
      handle.db.delete(t).where(key(accountId, service)).run();
      return Promise.resolve();
    },
  };
}
