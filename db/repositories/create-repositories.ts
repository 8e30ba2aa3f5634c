import type { Repositories } from '@/lib/domain/ports/repositories';
import type { DatabaseHandle } from '../client';
import { createAccountRepository } from './account-repository';
import { createCartRepository } from './cart-repository';
import { createCatalogRepository } from './catalog-repository';
import { createOrderPlacementRepository } from './order-placement-repository';
import { createQuoteRepository } from './quote-repository';
import { createPostalCodeDirectory } from './postal-code-directory';
import { createRateLimitRepository } from './rate-limit-repository';
import { createWarehouseRepository } from './warehouse-repository';

export function createRepositories(handle: DatabaseHandle): Repositories {
  return {
    orderPlacement: createOrderPlacementRepository(handle),
    quotes: createQuoteRepository(handle),
    accounts: createAccountRepository(handle),
    cart: createCartRepository(handle),
    catalog: createCatalogRepository(handle),
    rateLimits: createRateLimitRepository(handle),
    warehouses: createWarehouseRepository(handle),
    postalCodes: createPostalCodeDirectory(),
  };
}
