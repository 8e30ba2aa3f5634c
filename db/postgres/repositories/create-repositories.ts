// Wires the PostgreSQL repositories into the one Repositories record the services use.
// TRANSITIONAL (branch pg, issue 10): engineers B and C are writing the PostgreSQL twins of the
// SQLite repositories (same file and factory names as db/sqlite/repositories/). Until a twin
// exists its port is `notYetPorted`, which fails loudly on first use instead of half-working;
// each such line is replaced by the real factory as the twin lands, and none may remain at merge.
import type { Repositories } from '@/lib/domain/ports/repositories';
import type { PostgresHandle } from '../client';
import { createOrderLifecycleRepository } from './order-lifecycle-repository';
import { createOrderPlacementRepository } from './order-placement-repository';
import { createOrderQueryRepository } from './order-query-repository';
import { createPoLookupRepository } from './po-lookup-repository';
import { createQuoteRepository } from './quote-repository';

function notYetPorted<Port extends object>(name: string): Port {
  return new Proxy({} as Port, {
    get(_target, property) {
      if (property === 'then') return undefined; // not a thenable
      throw new Error(`The PostgreSQL ${name} repository is not written yet (issue 10).`);
    },
  });
}

export function createPostgresRepositories(handle: PostgresHandle): Repositories {
  return {
    orderPlacement: createOrderPlacementRepository(handle),
    quotes: createQuoteRepository(handle),
    accounts: notYetPorted('accounts'),
    apiKeys: notYetPorted('apiKeys'),
    cart: notYetPorted('cart'),
    catalog: notYetPorted('catalog'),
    catalogSearch: notYetPorted('catalogSearch'),
    rateLimits: notYetPorted('rateLimits'),
    crossRefs: notYetPorted('crossRefs'),
    paymentProfiles: notYetPorted('paymentProfiles'),
    orderQueries: createOrderQueryRepository(handle),
    orderLifecycle: createOrderLifecycleRepository(handle),
    outbox: notYetPorted('outbox'),
    idempotency: notYetPorted('idempotency'),
    imageSubjects: notYetPorted('imageSubjects'),
    warehouses: notYetPorted('warehouses'),
    websiteUsers: notYetPorted('websiteUsers'),
    postalCodes: notYetPorted('postalCodes'),
    poLookup: createPoLookupRepository(handle),
  };
}
