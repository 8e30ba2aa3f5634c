// PostgreSQL twin of db/sqlite/repositories/service-access-repository.ts.
import { and, eq } from 'drizzle-orm';
import type { ServiceAccessRepository } from '@/lib/domain/ports/service-access-repository';
import type { PostgresHandle } from '../client';
import { serviceDenials } from '../schema';

export function createServiceAccessRepository({ db }: PostgresHandle): ServiceAccessRepository {
  const t = serviceDenials;
  const key = (accountId: number, service: string) =>
    and(eq(t.accountId, accountId), eq(t.service, service));
  return {
    async isDenied(accountId, service) {
      const rows = await db
        .select({ service: t.service })
        .from(t)
        .where(key(accountId, service))
        .limit(1);
      return rows.length > 0;
    },
    async deny(accountId, service, at) {
      await db.insert(t).values({ accountId, service, deniedAt: at }).onConflictDoNothing();
    },
    async allow(accountId, service) {
      await db.delete(t).where(key(accountId, service));
    },
  };
}
