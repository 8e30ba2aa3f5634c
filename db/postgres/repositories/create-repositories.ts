// Wires the PostgreSQL repositories into the one Repositories record the services use.
import { createOperationsRepository } from './operations-repository';
import type { Repositories } from '@/lib/domain/ports/repositories';
import type { PostgresHandle } from '../client';
import { createAccountRepository } from './account-repository';
import { createApiAuthFailureRepository } from './api-auth-failure-repository';
import { createOrderActivityRepository } from './order-activity-repository';
import { createServiceAccessRepository } from './service-access-repository';
import { createApiKeyRepository } from './api-key-repository';
import { createCartRepository } from './cart-repository';
import { createCatalogRepository } from './catalog-repository';
import { createCatalogSearchRepository } from './catalog-search-repository';
import { createRateLimitRepository } from './rate-limit-repository';
import { createCrossRefRepository } from './cross-ref-repository';
import { createPaymentProfileRepository } from './payment-profile-repository';
import { createOutboxRepository } from './outbox-repository';
import { createWebhookRepository } from './webhook-repository';
import { createIdempotencyRepository } from './idempotency-repository';
import { createImageSubjectRepository } from './image-subject-repository';
import { createWarehouseRepository } from './warehouse-repository';
import { createWebsiteUserRepository } from './website-user-repository';
import { createSignInThrottleRepository } from './sign-in-throttle-repository';
import { createPostalCodeDirectory } from '../../shared/postal-code-directory';
import { createOrderLifecycleRepository } from './order-lifecycle-repository';
import { createOrderPlacementRepository } from './order-placement-repository';
import { createOrderQueryRepository } from './order-query-repository';
import { createPoLookupRepository } from './po-lookup-repository';
import { createQuoteRepository } from './quote-repository';
import { createReturnRepository } from './return-repository';
import { createStockRefreshRepository } from './stock-refresh-repository';
import { createTrackingRepository } from './tracking-repository';

export function createPostgresRepositories(handle: PostgresHandle): Repositories {
  return {
    orderPlacement: createOrderPlacementRepository(handle),
    quotes: createQuoteRepository(handle),
    accounts: createAccountRepository(handle),
    apiKeys: createApiKeyRepository(handle),
    cart: createCartRepository(handle),
    catalog: createCatalogRepository(handle),
    catalogSearch: createCatalogSearchRepository(handle),
    rateLimits: createRateLimitRepository(handle),
    signInThrottles: createSignInThrottleRepository(handle),
    crossRefs: createCrossRefRepository(handle),
    paymentProfiles: createPaymentProfileRepository(handle),
    orderQueries: createOrderQueryRepository(handle),
    orderLifecycle: createOrderLifecycleRepository(handle),
    outbox: createOutboxRepository(handle),
    webhooks: createWebhookRepository(handle),
    idempotency: createIdempotencyRepository(handle),
    imageSubjects: createImageSubjectRepository(handle),
    warehouses: createWarehouseRepository(handle),
    websiteUsers: createWebsiteUserRepository(handle),
    postalCodes: createPostalCodeDirectory(),
    poLookup: createPoLookupRepository(handle),
    operations: createOperationsRepository(handle),
    orderActivity: createOrderActivityRepository(handle),
    apiAuthFailures: createApiAuthFailureRepository(handle),
    serviceAccess: createServiceAccessRepository(handle),
    tracking: createTrackingRepository(handle),
    returns: createReturnRepository(handle),
    stockRefresh: createStockRefreshRepository(handle),
  };
}
