// The catalog operations of the OpenAPI document (interface-v2.md §3, compatibility.md §3).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { daysInTransitWireSchema } from '@/lib/contracts/wire/account-records';
import {
  brandWireSchema,
  categoryWireSchema,
  inventoryWireSchema,
  productWireSchema,
  specWireSchema,
  styleWireSchema,
} from '@/lib/contracts/wire/catalog-records';
import { catalogSearchResultSchema } from '@/lib/contracts/catalog-search';
import {
  CASE_NOTE,
  fieldsQuery,
  idListParam,
  jsonAnswer,
  jsonOrXmlAnswer,
  mediaTypeQuery,
  named,
  standardErrors,
} from './common';
const namedStyle = named('Style', styleWireSchema);
const namedProduct = named('Product', productWireSchema);
const namedInventory = named('Inventory', inventoryWireSchema);
const namedSpec = named('Spec', specWireSchema);
const namedBrand = named('Brand', brandWireSchema);
const namedCategory = named('Category', categoryWireSchema);
const namedDaysInTransit = named('DaysInTransit', daysInTransitWireSchema);
const namedCatalogSearchResult = named('CatalogSearchResult', catalogSearchResultSchema);

const notFound = { '404': 'Nothing matches the ids or filters given.' };
const badQuery = { '400': 'A query parameter is malformed; the error names it.' };

interface ListOperation {
  path: string;
  tag: string;
  summary: string;
  recordName: string;
  record: z.ZodType;
  idName: string;
  idDescription: string;
  idExample: string;
  filters: Record<string, z.ZodType>;
}

/** GET /v2/x/ (all or filtered) and GET /v2/x/{ids}: the shape every catalog list shares. */
function registerList(registry: OpenAPIRegistry, op: ListOperation): void {
  const records = z.array(op.record);
  const query = z.object({ ...op.filters, ...fieldsQuery, ...mediaTypeQuery });
  const responses = {
    '200': jsonOrXmlAnswer(`${op.recordName} records.`, records),
    ...standardErrors({ ...badQuery, ...notFound }),
  };
  registry.registerPath({
    method: 'get',
    path: `/v2/${op.path}/`,
    tags: [op.tag],
    summary: op.summary,
    description: CASE_NOTE,
    security: [{ basicAuth: [] }],
    request: { query },
    responses,
  });
  registry.registerPath({
    method: 'get',
    path: `/v2/${op.path}/{${op.idName}}`,
    tags: [op.tag],
    summary: `${op.summary} (by id)`,
    security: [{ basicAuth: [] }],
    request: {
      params: idListParam(op.idName, op.idDescription, op.idExample),
      query: z.object({ ...fieldsQuery, ...mediaTypeQuery }),
    },
    responses,
  });
}

const styleFilter = {
  style: z
    .string()
    .optional()
    .describe('Style ids, part numbers or "Brand Style" names, comma-separated.'),
  styleid: z.string().optional().describe('Style ids, comma-separated.'),
  partnumber: z.string().optional().describe('Part numbers, comma-separated.'),
};
const warehouseFilter = {
  Warehouses: z
    .string()
    .optional()
    .describe('Warehouse codes to show stock of, comma-separated (e.g. IL,KS).'),
};

export function registerCatalogOperations(registry: OpenAPIRegistry): void {
  registerList(registry, {
    path: 'styles',
    tag: 'Catalog',
    summary: 'Styles',
    recordName: 'Style',
    record: namedStyle,
    idName: 'ids',
    idDescription: 'StyleIDs, part numbers or "Brand Style" names.',
    idExample: '39',
    filters: {
      search: z.string().optional().describe('Words over brand, style name and title.'),
      styleid: styleFilter.styleid,
      partnumber: styleFilter.partnumber,
    },
  });
  registerList(registry, {
    path: 'products',
    tag: 'Catalog',
    summary: 'Products (skus) with stock per warehouse and the account price',
    recordName: 'Product',
    record: namedProduct,
    idName: 'ids',
    idDescription: "SkuIDs, skus, GTINs or the account's own yourSku names.",
    idExample: '10760024',
    filters: { ...styleFilter, ...warehouseFilter },
  });
  registerList(registry, {
    path: 'inventory',
    tag: 'Catalog',
    summary: 'Stock only, per warehouse',
    recordName: 'Inventory',
    record: namedInventory,
    idName: 'ids',
    idDescription: 'SkuIDs, skus, GTINs or yourSku names.',
    idExample: '10760024',
    filters: { ...styleFilter, ...warehouseFilter },
  });
  registerList(registry, {
    path: 'specs',
    tag: 'Catalog',
    summary: 'Size specifications',
    recordName: 'Spec',
    record: namedSpec,
    idName: 'ids',
    idDescription: 'SpecIDs.',
    idExample: '1',
    filters: { style: styleFilter.style },
  });
  registerList(registry, {
    path: 'brands',
    tag: 'Catalog',
    summary: 'Brands',
    recordName: 'Brand',
    record: namedBrand,
    idName: 'ids',
    idDescription: 'Brand ids.',
    idExample: '1',
    filters: {},
  });
  registerList(registry, {
    path: 'categories',
    tag: 'Catalog',
    summary: 'Categories',
    recordName: 'Category',
    record: namedCategory,
    idName: 'ids',
    idDescription: 'Category ids.',
    idExample: '1',
    filters: {},
  });

  const transit = z.array(namedDaysInTransit);
  registry.registerPath({
    method: 'get',
    path: '/v2/daysintransit/',
    tags: ['Catalog'],
    summary: 'Without zip codes: answers 400 naming the missing zip',
    security: [{ basicAuth: [] }],
    responses: standardErrors({ '400': 'Send one or more zip codes in the path.' }),
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/daysintransit/{zips}',
    tags: ['Catalog'],
    summary: 'Cut-off times and days in transit from each warehouse to zip codes',
    security: [{ basicAuth: [] }],
    request: {
      params: idListParam('zips', 'Five-digit US zip codes.', '60607'),
      query: z.object(mediaTypeQuery),
    },
    responses: {
      '200': jsonOrXmlAnswer('One record per zip code.', transit),
      ...standardErrors({ '400': 'A zip code is malformed.', ...notFound }),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/v2/catalog/search',
    tags: ['Portal'],
    summary: "The portal's catalog search: words, filters, sort and pages, account prices",
    description:
      'Beyond the contract. Free text over style name, brand, title, part number, sku and GTIN.',
    security: [{ basicAuth: [] }],
    request: {
      query: z.object({
        q: z.string().optional().describe('Words.').meta({ example: 'hoodie' }),
        brand: z.string().optional().describe('Brand ids, comma-separated.'),
        category: z.string().optional().describe('Category ids, comma-separated.'),
        new: z.enum(['1', 'true', '0', 'false']).optional(),
        sustainable: z.enum(['1', 'true', '0', 'false']).optional(),
        instock: z.string().optional().describe('Warehouse codes that must hold stock.'),
        sort: z.string().optional(),
        page: z.string().optional(),
        size: z.string().optional().describe('24, 48 or 96.'),
      }),
    },
    responses: {
      '200': jsonAnswer('A page of styles.', namedCatalogSearchResult),
      ...standardErrors(badQuery),
    },
  });
}
