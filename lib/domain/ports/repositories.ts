// Every port the services use, as one record the composition root fills (lib/server).
import type { AccountRepository } from './account-repository';
import type { ApiAuthFailureRepository } from './api-auth-failure-repository';
import type { ApiKeyRepository } from './api-key-repository';
import type { CartRepository } from './cart-repository';
import type { CatalogRepository } from './catalog-repository';
import type { CatalogSearchRepository } from './catalog-search-repository';
import type { CrossRefRepository } from './cross-ref-repository';
import type { IdempotencyRepository } from './idempotency-repository';
import type { ImageSubjectRepository } from './image-subject-repository';
import type { OrderActivityRepository } from './order-activity-repository';
import type { OrderLifecycleRepository } from './order-lifecycle-repository';
import type { OperationsRepository } from './operations-repository';
import type { OrderQueryRepository } from './order-query-repository';
import type { OutboxRepository } from './outbox-repository';
import type { PaymentProfileRepository } from './payment-profile-repository';
import type { OrderPlacementRepository } from './order-placement-repository';
import type { QuoteRepository } from './quote-repository';
import type { PoLookupRepository } from './po-lookup';
import type { PostalCodeDirectory } from './postal-code-directory';
import type { RateLimitRepository } from './rate-limit-repository';
import type { ServiceAccessRepository } from './service-access-repository';
import type { SignInThrottleRepository } from './sign-in-throttle-repository';
import type { ReturnRepository } from './return-repository';
import type { StockRefreshRepository } from './stock-refresh-repository';
import type { TrackingRepository } from './tracking-repository';
import type { WarehouseRepository } from './warehouse-repository';
import type { WebsiteUserRepository } from './website-user-repository';

export interface Repositories {
  orderPlacement: OrderPlacementRepository;
  quotes: QuoteRepository;
  accounts: AccountRepository;
  apiKeys: ApiKeyRepository;
  cart: CartRepository;
  catalog: CatalogRepository;
  catalogSearch: CatalogSearchRepository;
  rateLimits: RateLimitRepository;
  crossRefs: CrossRefRepository;
  paymentProfiles: PaymentProfileRepository;
  orderQueries: OrderQueryRepository;
  orderLifecycle: OrderLifecycleRepository;
  outbox: OutboxRepository;
  idempotency: IdempotencyRepository;
  imageSubjects: ImageSubjectRepository;
  warehouses: WarehouseRepository;
  websiteUsers: WebsiteUserRepository;
  postalCodes: PostalCodeDirectory;
  poLookup: PoLookupRepository;
  operations: OperationsRepository;
  // PromoStandards SOAP services (issue 13)
  orderActivity: OrderActivityRepository;
  apiAuthFailures: ApiAuthFailureRepository;
  serviceAccess: ServiceAccessRepository;
  signInThrottles: SignInThrottleRepository;
  tracking: TrackingRepository;
  returns: ReturnRepository;
  stockRefresh: StockRefreshRepository;
}
