// Every port the services use, as one record the composition root fills (lib/server).
import type { AccountRepository } from './account-repository';
import type { CartRepository } from './cart-repository';
import type { CatalogRepository } from './catalog-repository';
import type { OrderPlacementRepository } from './order-placement-repository';
import type { QuoteRepository } from './quote-repository';
import type { PostalCodeDirectory } from './postal-code-directory';
import type { RateLimitRepository } from './rate-limit-repository';
import type { WarehouseRepository } from './warehouse-repository';

export interface Repositories {
  orderPlacement: OrderPlacementRepository;
  quotes: QuoteRepository;
  accounts: AccountRepository;
  cart: CartRepository;
  catalog: CatalogRepository;
  rateLimits: RateLimitRepository;
  warehouses: WarehouseRepository;
  postalCodes: PostalCodeDirectory;
}
