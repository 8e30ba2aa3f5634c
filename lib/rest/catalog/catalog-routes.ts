// The catalog half of /v2 (interface-v2.md §4.5–4.7, compatibility.md §3). Handlers only read the
// request into a filter, call one use case and write the answer in the format asked for.
import type { ProductView } from '@/lib/domain/catalog';
import { itemsListing, type Listing } from '@/lib/domain/listing';
import { findProducts } from '@/lib/services/find-products';
import { findSpecs } from '@/lib/services/find-specs';
import { findStyles } from '@/lib/services/find-styles';
import { listBrands } from '@/lib/services/list-brands';
import { listCategories } from '@/lib/services/list-categories';
import { splitList } from '../query-params';
import type { Route, RouteContext } from '../router';
import type { RestRequest, RestResponse } from '../types';
import { createFieldsFilter } from '../wire/fields-filter';
import { conditionalAnswer, type CatalogAnswer } from './conditional-answer';
import { listResponse } from '../wire/list-response';
import { parseMediaType } from '../wire/media-type';
import {
  inventoryFieldNames,
  inventoryXmlShape,
  productFieldNames,
  productXmlShape,
  toInventoryWire,
  toProductWire,
} from './product-wire';
import {
  brandFieldNames,
  brandXmlShape,
  categoryFieldNames,
  categoryXmlShape,
  specFieldNames,
  specXmlShape,
  toBrandWire,
  toCategoryWire,
  toSpecWire,
} from './reference-wire';
import { styleFieldNames, styleXmlShape, toStyleWire } from './style-wire';

const pathList = (value: string | undefined) =>
  value === undefined ? undefined : splitList(value);

function styleSelection(req: RestRequest) {
  return {
    styleIds: req.query.list('styleid'),
    partNumbers: req.query.list('partnumber'),
  };
}

const heldUntilWritten = (response: RestResponse): CatalogAnswer => ({
  response,
  validUntil: Infinity,
});

/** A priced answer holds until its first sale ends (or a write changes the version). */
function heldUntilSaleEnds(listing: Listing<ProductView>, response: RestResponse): CatalogAnswer {
  let validUntil = Infinity;
  if (listing.kind === 'items') {
    for (const view of listing.items) {
      const ends = view.activeSaleExpiresAt;
      if (ends !== null && ends < validUntil) validUntil = ends;
    }
  }
  return { response, validUntil };
}

// GET /v2/styles/{identifiers}?search=&styleid=&partnumber= – styles
function getStyles(ctx: RouteContext) {
  return conditionalAnswer(ctx, 'shared', async () => heldUntilWritten(await styles(ctx)));
}

async function styles({ req, params, app }: RouteContext) {
  const format = parseMediaType(req.query);
  const fields = createFieldsFilter(req.query.list('fields'), styleFieldNames);
  const listing = await findStyles(app.deps, {
    identifiers: pathList(params.ids),
    search: req.query.list('search'),
    ...styleSelection(req),
  });
  return listResponse(listing, { toWire: toStyleWire, format, fields, xml: styleXmlShape });
}

function productFilter(req: RestRequest, ids: string | undefined, withStock: boolean) {
  return {
    products: pathList(ids),
    identifiers: req.query.list('style'),
    ...styleSelection(req),
    warehouses: req.query.list('warehouses'),
    withStock,
  };
}

// GET /v2/products/{identifiers}?style=&styleid=&partnumber=&Warehouses= – skus, priced for the caller
function getProducts(ctx: RouteContext) {
  return conditionalAnswer(ctx, 'account', () => products(ctx));
}

async function products({ req, params, caller, app }: RouteContext): Promise<CatalogAnswer> {
  const format = parseMediaType(req.query);
  const fields = createFieldsFilter(req.query.list('fields'), productFieldNames);
  const withStock = !fields || fields.has('warehouses') || fields.has('qty');
  const listing = await findProducts(app.deps, caller, productFilter(req, params.ids, withStock));
  const zone = app.deps.settings.businessTimeZone;
  return heldUntilSaleEnds(
    listing,
    listResponse(listing, {
      toWire: (view) => toProductWire(view, zone),
      format,
      fields,
      xml: productXmlShape,
    }),
  );
}

// GET /v2/inventory/{identifiers} – stock per warehouse, same forms and filters as products
function getInventory(ctx: RouteContext) {
  return conditionalAnswer(ctx, 'account', () => inventory(ctx));
}

async function inventory({ req, params, caller, app }: RouteContext): Promise<CatalogAnswer> {
  const format = parseMediaType(req.query);
  const fields = createFieldsFilter(req.query.list('fields'), inventoryFieldNames);
  const listing = await findProducts(app.deps, caller, productFilter(req, params.ids, true));
  return heldUntilSaleEnds(
    listing,
    listResponse(listing, { toWire: toInventoryWire, format, fields, xml: inventoryXmlShape }),
  );
}

// GET /v2/specs/{specIDs}?style= – size specs
function getSpecs(ctx: RouteContext) {
  return conditionalAnswer(ctx, 'shared', async () => heldUntilWritten(await specs(ctx)));
}

async function specs({ req, params, app }: RouteContext) {
  const format = parseMediaType(req.query);
  const fields = createFieldsFilter(req.query.list('fields'), specFieldNames);
  const listing = await findSpecs(app.deps, {
    specIds: pathList(params.ids),
    identifiers: req.query.list('style'),
    ...styleSelection(req),
  });
  return listResponse(listing, { toWire: toSpecWire, format, fields, xml: specXmlShape });
}

// GET /v2/brands/{ids or names} – brands
function getBrands(ctx: RouteContext) {
  return conditionalAnswer(ctx, 'shared', async () => heldUntilWritten(await brands(ctx)));
}

async function brands({ req, params, app }: RouteContext) {
  const format = parseMediaType(req.query);
  const fields = createFieldsFilter(req.query.list('fields'), brandFieldNames);
  const brands = await listBrands(app.deps, pathList(params.ids));
  return listResponse(itemsListing(brands), {
    toWire: toBrandWire,
    format,
    fields,
    xml: brandXmlShape,
  });
}

// GET /v2/categories/{ids} – categories
function getCategories(ctx: RouteContext) {
  return conditionalAnswer(ctx, 'shared', async () => heldUntilWritten(await categories(ctx)));
}

async function categories({ req, params, app }: RouteContext) {
  const format = parseMediaType(req.query);
  const fields = createFieldsFilter(req.query.list('fields'), categoryFieldNames);
  const categories = await listCategories(app.deps, pathList(params.ids));
  return listResponse(itemsListing(categories), {
    toWire: toCategoryWire,
    format,
    fields,
    xml: categoryXmlShape,
  });
}

export const catalogRoutes: Route[] = [
  { method: 'GET', pattern: 'v2/styles/:ids?', handler: getStyles },
  { method: 'GET', pattern: 'v2/products/:ids?', handler: getProducts },
  { method: 'GET', pattern: 'v2/inventory/:ids?', handler: getInventory },
  { method: 'GET', pattern: 'v2/specs/:ids?', handler: getSpecs },
  { method: 'GET', pattern: 'v2/brands/:ids?', handler: getBrands },
  { method: 'GET', pattern: 'v2/categories/:ids?', handler: getCategories },
];
