// The one schema of the embedded (SQLite) database. Conventions:
// - snake_case SQL names behind camelCase keys;
// - money is integer cents (`…Cents`), never floats;
// - instants are integer epoch milliseconds in UTC (`…At`, `…Date`); the wire shows business time.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const bool = (name: string) => integer(name, { mode: 'boolean' });

// ---------------------------------------------------------------------------------------------
// Catalog
// ---------------------------------------------------------------------------------------------

export const warehouses = sqliteTable('warehouses', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  timeZone: text('time_zone').notNull(), // IANA zone, e.g. America/Chicago
  cutOffLocal: text('cut_off_local').notNull(), // 'HH:mm' in the warehouse's zone
  isDropship: bool('is_dropship').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

export const brands = sqliteTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  noeRetailing: bool('noe_retailing').notNull().default(false),
});

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
});

export const styles = sqliteTable(
  'styles',
  {
    id: integer('id').primaryKey(),
    partNumber: text('part_number').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    styleName: text('style_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    baseCategory: text('base_category').notNull(),
    baseCategoryId: integer('base_category_id').notNull(),
    categoryIds: text('category_ids').notNull(), // comma-separated, as the wire shows it
    catalogPageNumber: text('catalog_page_number').notNull(),
    newStyle: bool('new_style').notNull(),
    comparableGroup: text('comparable_group').notNull(),
    companionGroup: text('companion_group').notNull(),
    styleImage: text('style_image').notNull(),
    sustainableStyle: bool('sustainable_style').notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
  },
  (t) => [
    uniqueIndex('styles_brand_style_name').on(t.brandId, t.styleName),
    index('styles_brand').on(t.brandId),
  ],
);

export const styleMedia = sqliteTable(
  'style_media',
  {
    styleId: integer('style_id')
      .notNull()
      .references(() => styles.id),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    assetType: text('asset_type').notNull(), // Style, Front, Back, DirectSide, OnModel_Front, …
  },
  (t) => [primaryKey({ columns: [t.styleId, t.position] })],
);

/** A color of a style: the images and HTML colors shared by every size of that color. */
export const styleColors = sqliteTable(
  'style_colors',
  {
    id: integer('id').primaryKey(),
    styleId: integer('style_id')
      .notNull()
      .references(() => styles.id),
    colorCode: text('color_code').notNull(), // two digits
    colorName: text('color_name').notNull(),
    colorPriceCodeName: text('color_price_code_name').notNull(),
    colorGroup: text('color_group').notNull(),
    colorGroupName: text('color_group_name').notNull(),
    colorFamilyId: integer('color_family_id').notNull(),
    colorFamily: text('color_family').notNull(),
    color1: text('color1').notNull(), // '#RRGGBB'
    color2: text('color2').notNull(), // '' when none
    swatchTextColor: text('swatch_text_color').notNull(),
    swatchImage: text('swatch_image').notNull(),
    frontImage: text('front_image').notNull(),
    sideImage: text('side_image').notNull(),
    backImage: text('back_image').notNull(),
    directSideImage: text('direct_side_image').notNull(),
    onModelFrontImage: text('on_model_front_image').notNull(),
    onModelSideImage: text('on_model_side_image').notNull(),
    onModelBackImage: text('on_model_back_image').notNull(),
  },
  (t) => [uniqueIndex('style_colors_style_code').on(t.styleId, t.colorCode)],
);

export const specs = sqliteTable(
  'specs',
  {
    id: integer('id').primaryKey(),
    styleId: integer('style_id')
      .notNull()
      .references(() => styles.id),
    sizeName: text('size_name').notNull(),
    sizeOrder: text('size_order').notNull(),
    specName: text('spec_name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('specs_style').on(t.styleId)],
);

/** One sku: a style in one color and one size. `id` is the wire's skuID_Master. */
export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    gtin: text('gtin').notNull().unique(),
    styleId: integer('style_id')
      .notNull()
      .references(() => styles.id),
    styleColorId: integer('style_color_id')
      .notNull()
      .references(() => styleColors.id),
    sizeName: text('size_name').notNull(),
    sizeCode: text('size_code').notNull(), // one character
    sizeOrder: text('size_order').notNull(),
    sizePriceCodeName: text('size_price_code_name').notNull(),
    caseQty: integer('case_qty').notNull(),
    unitWeight: real('unit_weight').notNull(), // pounds
    mapPriceCents: integer('map_price_cents').notNull(),
    retailPriceCents: integer('retail_price_cents').notNull(),
    piecePriceCents: integer('piece_price_cents').notNull(),
    dozenPriceCents: integer('dozen_price_cents').notNull(),
    casePriceCents: integer('case_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'), // null: not on sale
    saleExpiresAt: integer('sale_expires_at'),
    noeRetailing: bool('noe_retailing').notNull().default(false),
    caseWeight: real('case_weight').notNull(),
    caseWidth: real('case_width').notNull(),
    caseLength: real('case_length').notNull(),
    caseHeight: real('case_height').notNull(),
    polyPackQty: integer('poly_pack_qty').notNull(),
  },
  (t) => [index('products_style').on(t.styleId), index('products_style_color').on(t.styleColorId)],
);

/** Stock of one sku in one warehouse. `skuId` is the wire's per-warehouse skuID. */
export const stock = sqliteTable(
  'stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    skuId: integer('sku_id').notNull().unique(),
    qty: integer('qty').notNull(),
    closeout: bool('closeout').notNull().default(false),
    dropship: bool('dropship').notNull().default(false),
    excludeFreeFreight: bool('exclude_free_freight').notNull().default(false),
    fullCaseOnly: bool('full_case_only').notNull().default(false),
    returnable: bool('returnable').notNull().default(true),
    expectedInventory: text('expected_inventory').notNull().default('None'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.warehouseCode] }),
    check('stock_qty_not_negative', sql`${t.qty} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts and people
// ---------------------------------------------------------------------------------------------

/** A price tier: a percentage off the piece/dozen/case levels for every account on it. */
export const priceTiers = sqliteTable('price_tiers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  discountBasisPoints: integer('discount_basis_points').notNull(), // 1000 = 10 % off
});

export const accounts = sqliteTable('accounts', {
  id: integer('id').primaryKey(),
  number: text('number').notNull().unique(),
  companyName: text('company_name').notNull(),
  terms: text('terms').notNull(),
  shipBlindDefault: bool('ship_blind_default').notNull().default(false),
  priceTierId: integer('price_tier_id')
    .notNull()
    .references(() => priceTiers.id),
  taxExempt: bool('tax_exempt').notNull().default(false),
  billTo: text('bill_to').notNull(),
  billAttn: text('bill_attn').notNull().default(''),
  billAddress: text('bill_address').notNull(),
  billCity: text('bill_city').notNull(),
  billState: text('bill_state').notNull(),
  billZip: text('bill_zip').notNull(),
  shippingCollectNumber: text('shipping_collect_number').notNull().default(''),
  createdAt: integer('created_at').notNull(),
});

/** API keys are stored as SHA-256 hashes; the clear key is shown once. */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    keyHash: text('key_hash').notNull().unique(),
    keyHint: text('key_hint').notNull(), // last 4 characters, for display
    createdAt: integer('created_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('api_keys_account').on(t.accountId)],
);

export const websiteUsers = sqliteTable('website_users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  email: text('email').notNull().unique(), // stored lower-case
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(), // scrypt$N$r$p$salt$hash
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: integer('locked_until'),
  createdAt: integer('created_at').notNull(),
});

export const paymentProfiles = sqliteTable('payment_profiles', {
  id: integer('id').primaryKey(), // the wire's profileID
  userId: integer('user_id')
    .notNull()
    .references(() => websiteUsers.id),
  profileType: text('profile_type').notNull(), // 'Credit Card' | 'Bank'
  name: text('name').notNull(), // e.g. 'Visa ending 4242'
});

export const crossRefs = sqliteTable(
  'cross_refs',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    yourSku: text('your_sku').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.yourSku] }),
    index('cross_refs_product').on(t.accountId, t.productId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Quotes and promotions
// ---------------------------------------------------------------------------------------------

export const quotes = sqliteTable('quotes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  number: text('number').notNull().unique(), // digits
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  status: text('status').notNull(), // 'Approved' | 'Pending' | 'Rejected'
  expiresAt: integer('expires_at').notNull(),
  singleUse: bool('single_use').notNull(),
  minPieces: integer('min_pieces').notNull().default(0),
  usedAt: integer('used_at'),
  usedByOrderNumber: text('used_by_order_number'),
  createdAt: integer('created_at').notNull(),
});

export const quoteItems = sqliteTable(
  'quote_items',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.productId] })],
);

/** A promotion code: a percentage off the products of a brand or a style within a window. */
export const promotions = sqliteTable('promotions', {
  code: text('code').primaryKey(), // stored upper-case
  description: text('description').notNull(),
  discountBasisPoints: integer('discount_basis_points').notNull(),
  brandId: integer('brand_id').references(() => brands.id),
  styleId: integer('style_id').references(() => styles.id),
  startsAt: integer('starts_at').notNull(),
  endsAt: integer('ends_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

/** One warehouse record of an order. Records of one placement share `orderNumber`. */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    guid: text('guid').notNull().unique(),
    orderNumber: text('order_number').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    poNumber: text('po_number').notNull().default(''),
    invoiceNumber: text('invoice_number').notNull().default(''),
    orderedAt: integer('ordered_at').notNull(),
    invoicedAt: integer('invoiced_at'),
    shippedAt: integer('shipped_at'),
    expectedDeliveryAt: integer('expected_delivery_at'),
    shipByDate: text('ship_by_date'), // yyyy-mm-dd, the buyer's calendar day (no instant)
    orderType: text('order_type').notNull(), // 'API' | 'Web' | 'EDI'
    terms: text('terms').notNull(),
    status: text('status').notNull(), // 'In Progress' | 'Shipped' | 'Completed' | 'Cancelled'
    deliveryStatus: text('delivery_status').notNull().default(''),
    dropship: bool('dropship').notNull().default(false),
    shippingMethodCode: text('shipping_method_code').notNull(),
    shippingCarrier: text('shipping_carrier').notNull(),
    shippingMethod: text('shipping_method').notNull(), // text label
    shipBlind: bool('ship_blind').notNull(),
    shippingCollectNumber: text('shipping_collect_number').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    shipToCustomer: text('ship_to_customer').notNull(),
    shipToAttn: text('ship_to_attn').notNull(),
    shipToAddress: text('ship_to_address').notNull(),
    shipToCity: text('ship_to_city').notNull(),
    shipToState: text('ship_to_state').notNull(),
    shipToZip: text('ship_to_zip').notNull(),
    shipToResidential: bool('ship_to_residential').notNull(),
    billTo: text('bill_to').notNull(),
    billAttn: text('bill_attn').notNull(),
    billAddress: text('bill_address').notNull(),
    billCity: text('bill_city').notNull(),
    billState: text('bill_state').notNull(),
    billZip: text('bill_zip').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    shippingSavedCents: integer('shipping_saved_cents').notNull(),
    codCents: integer('cod_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    lostCashDiscountCents: integer('lost_cash_discount_cents').notNull().default(0),
    smallOrderFeeCents: integer('small_order_fee_cents').notNull(),
    cuponDiscountCents: integer('cupon_discount_cents').notNull().default(0),
    sampleDiscountCents: integer('sample_discount_cents').notNull().default(0),
    setUpFeeCents: integer('set_up_fee_cents').notNull().default(0),
    restockFeeCents: integer('restock_fee_cents').notNull().default(0),
    debitCreditCents: integer('debit_credit_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    totalPieces: integer('total_pieces').notNull(),
    totalLines: integer('total_lines').notNull(),
    totalWeight: real('total_weight').notNull(),
    totalBoxes: integer('total_boxes').notNull(),
    conveyorLane: text('conveyor_lane').notNull().default(''),
    quoteNumber: text('quote_number'),
    promotionCode: text('promotion_code'),
    paymentProfileId: integer('payment_profile_id'),
    emailConfirmation: text('email_confirmation').notNull().default(''),
    isTest: bool('is_test').notNull().default(false),
    cancelledAt: integer('cancelled_at'),
    /** When the lifecycle simulator next moves this record forward; null: nothing scheduled. */
    nextEventAt: integer('next_event_at'),
  },
  (t) => [
    index('orders_account_number').on(t.accountId, t.orderNumber),
    index('orders_account_po').on(t.accountId, t.poNumber),
    index('orders_account_invoice').on(t.accountId, t.invoiceNumber),
    index('orders_account_ordered').on(t.accountId, t.orderedAt),
    index('orders_next_event').on(t.nextEventAt),
  ],
);

export const orderLines = sqliteTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    lineNumber: integer('line_number').notNull(),
    type: text('type').notNull(), // 'S' | 'NS'
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    gtin: text('gtin').notNull(),
    yourSku: text('your_sku').notNull().default(''),
    qtyOrdered: integer('qty_ordered').notNull(),
    qtyShipped: integer('qty_shipped').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    brandName: text('brand_name').notNull(),
    styleName: text('style_name').notNull(),
    title: text('title').notNull(),
    colorName: text('color_name').notNull(),
    sizeName: text('size_name').notNull(),
    returnable: bool('returnable').notNull(),
    quoted: bool('quoted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNumber] })],
);

/** Named counters (order numbers, invoice numbers), advanced inside transactions. */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * The catalog's version: one row, advanced by triggers (migration catalog_versions) in the same
 * transaction as every write to a table a catalog answer reads or an API caller's identity rests
 * on (accounts, API keys, price tiers). A process reads it before an
 * answer's rows, so an answer cached under a version is never older than that version: the
 * per-process answer cache and the ETags stay correct whichever process (or script) wrote.
 */
export const catalogVersions = sqliteTable('catalog_versions', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Side effects and shared process state (invariant 4: nothing that matters lives in a process)
// ---------------------------------------------------------------------------------------------

/** E-mails written in the order's transaction and delivered after commit. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(), // 'order-confirmation' | 'line-errors'
    orderNumber: text('order_number'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: integer('created_at').notNull(),
    claimedUntil: integer('claimed_until'),
    sentAt: integer('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending').on(t.sentAt, t.claimedUntil),
    index('outbox_account').on(t.accountId, t.createdAt),
  ],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(), // 'running' | 'done'
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

/** Fixed-window request counts per account and minute. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    accountId: integer('account_id').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.windowStart] })],
);

/** The portal's server-side cart: one row per line, plus per-user checkout settings. */
export const cartLines = sqliteTable(
  'cart_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => websiteUsers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    warehouseCode: text('warehouse_code').notNull().default(''), // '' = let the service choose
    qty: integer('qty').notNull(),
    addedAt: integer('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.warehouseCode] }),
    check('cart_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const cartSettings = sqliteTable('cart_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => websiteUsers.id),
  settingsJson: text('settings_json').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// PromoStandards SOAP services (issue 13)
// ---------------------------------------------------------------------------------------------

/** Failed SOAP authentications, one row each, kept for the throttle's window only. */
export const apiAuthFailures = sqliteTable(
  'api_auth_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountNumber: text('account_number').notNull(),
    clientAddress: text('client_address').notNull(),
    failedAt: integer('failed_at').notNull(),
  },
  (t) => [
    index('api_auth_failures_address').on(t.clientAddress, t.failedAt),
    index('api_auth_failures_failed').on(t.failedAt),
  ],
);

/** PromoStandards services an account is refused (code 104); no row: allowed. */
export const serviceDenials = sqliteTable(
  'service_denials',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    service: text('service').notNull(),
    deniedAt: integer('denied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.service] })],
);
// ---- Sign-in throttle (issue 9, finding 4) ----

/**
 * Failed sign-ins per key: `pair:<hash of e-mail and client address>` or `address:<address>`.
 * Counted for unknown e-mails too, so the answers do not tell which e-mails exist.
 */
export const signInThrottles = sqliteTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: integer('last_failure_at').notNull(),
  blockedUntil: integer('blocked_until').notNull(),
});
// After the order (issue 12): shipment packages and their carrier checkpoints
// ---------------------------------------------------------------------------------------------

/** One box of a shipped warehouse record, with the carrier's tracking number for it. */
export const shipmentPackages = sqliteTable(
  'shipment_packages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    boxNumber: integer('box_number').notNull(), // 1-based within the record
    // Not unique: seeded history and carriers may reuse a number; lookups use the index.
    trackingNumber: text('tracking_number').notNull(),
    weight: real('weight').notNull(), // pounds
    story: text('story').notNull(), // which checkpoint schedule the carrier follows (lib/domain)
    createdAt: integer('created_at').notNull(),
    deliveredAt: integer('delivered_at'),
    signedBy: text('signed_by').notNull().default(''),
  },
  (t) => [
    uniqueIndex('shipment_packages_order_box').on(t.orderId, t.boxNumber),
    index('shipment_packages_tracking').on(t.trackingNumber),
    index('shipment_packages_delivered').on(t.deliveredAt),
  ],
);

/** A carrier scan of a package, in the order they happened (`seq` from 1). */
export const trackingCheckpoints = sqliteTable(
  'tracking_checkpoints',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => shipmentPackages.id),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(), // 'picked-up' | 'departed' | … (lib/domain/tracking-schedule.ts)
    at: integer('at').notNull(),
    location: text('location').notNull(),
    statusMessage: text('status_message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.seq] })],
);

// ---------------------------------------------------------------------------------------------
// After the order (issue 12): returns (RMA). The RA number is derived from `id` (lib/domain).
// ---------------------------------------------------------------------------------------------

export const returns = sqliteTable(
  'returns',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status').notNull(), // 'Open' | 'Received' | 'Cancelled'
    createdAt: integer('created_at').notNull(),
    /** When the goods reach the warehouse (the lifecycle step receives them then). */
    receiveAt: integer('receive_at'),
    receivedAt: integer('received_at'),
    cancelledAt: integer('cancelled_at'),
    emailConfirmation: text('email_confirmation').notNull().default(''),
    shippingLabelRequired: bool('shipping_label_required').notNull(),
    itemsRequired: bool('items_required').notNull(),
  },
  (t) => [
    index('returns_account').on(t.accountId, t.createdAt),
    index('returns_receive').on(t.status, t.receiveAt),
  ],
);

/** The Credit and Replacement order records a return added, with the original they follow. */
export const returnRecords = sqliteTable(
  'return_records',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    originalOrderId: integer('original_order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(), // 'Credit' | 'Replacement'
    returnWarehouseCode: text('return_warehouse_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderId] }),
    uniqueIndex('return_records_order').on(t.orderId),
  ],
);

export const returnLines = sqliteTable(
  'return_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    lineNumber: integer('line_number').notNull(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    originalOrderId: integer('original_order_id')
      .notNull()
      .references(() => orders.id),
    originalLineNumber: integer('original_line_number').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    reasonCode: integer('reason_code').notNull(),
    comment: text('comment').notNull().default(''),
    restock: bool('restock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNumber] }),
    index('return_lines_original').on(t.originalOrderId, t.originalLineNumber),
  ],
);

// ---------------------------------------------------------------------------------------------
// Webhooks (issue 14): endpoints, one message per event and endpoint (the outbox generalised to
// events, written in the transaction of the change), and each delivery attempt.
// ---------------------------------------------------------------------------------------------

export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(), // 'ep_…'
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** JSON array of event types. */
    events: text('events').notNull(),
    /** Whether `events` holds stock.low: the stock fan-out reads only these endpoints. */
    followsStockLow: bool('follows_stock_low').notNull(),
    /** JSON array of followed skus (stock.low). */
    skus: text('skus').notNull(),
    stockLowThreshold: integer('stock_low_threshold').notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: integer('previous_secret_until'),
    createdAt: integer('created_at').notNull(),
    secretRotatedAt: integer('secret_rotated_at'),
  },
  (t) => [
    index('webhook_endpoints_account').on(t.accountId, t.createdAt),
    index('webhook_endpoints_stock_low').on(t.followsStockLow),
  ],
);

export const webhookMessages = sqliteTable(
  'webhook_messages',
  {
    id: text('id').primaryKey(), // 'msg_…', the stable webhook-id
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    eventType: text('event_type').notNull(),
    /** The JSON body as sent, byte for byte on every attempt. */
    payload: text('payload').notNull(),
    createdAt: integer('created_at').notNull(),
    status: text('status').notNull(), // 'pending' | 'delivered' | 'failed'
    nextAttemptAt: integer('next_attempt_at'),
    /** Attempts since the message was (re)queued; the retry schedule counts these. */
    attemptCount: integer('attempt_count').notNull().default(0),
    leaseToken: text('lease_token'),
    leasedUntil: integer('leased_until'),
  },
  (t) => [
    index('webhook_messages_due').on(t.status, t.nextAttemptAt),
    index('webhook_messages_endpoint').on(t.endpointId, t.createdAt),
  ],
);

export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id),
    attemptedAt: integer('attempted_at').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_message').on(t.messageId, t.attemptedAt)],
);
