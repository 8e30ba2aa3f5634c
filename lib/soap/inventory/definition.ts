// PromoStandards Inventory 2.0.0 (InventoryServiceV2): getInventoryLevels of one product (our
// style part number) by part and location, filtered by part ids, sizes and colors, and
// getFilterValues. Service codes (spec-text.md): 600 Product Id not found, 610 data violation,
// 620 field not supported, 630 Part Id not found.
import { getInventoryFilterValues } from '@/lib/services/get-inventory-filter-values';
import { getInventoryLevels } from '@/lib/services/get-inventory-levels';
import type { SoapServiceDefinition } from '../core/service-definition';
import { requiredFields, ServiceMessageError } from '../core/service-messages';
import { childNamed, childrenNamed, childText, type XmlElement } from '../core/xml-tree';
import { getFilterValuesResponse, getInventoryLevelsResponse } from './inventory-response';
import { INVENTORY_NS, INVENTORY_SHARED_NS } from './namespaces';

const S = [INVENTORY_SHARED_NS, INVENTORY_NS] as const;
export const InventoryCode = {
  productIdNotFound: 600,
  dataViolation: 610,
  fieldNotSupported: 620,
  partIdNotFound: 630,
} as const;

/** At most this many values per filter list: a style has far fewer parts. */
const MAX_FILTER_VALUES = 500;

function productIdOf(request: XmlElement): string {
  const productId = childText(request, 'productId', S);
  if (productId === '') throw requiredFields(['productId']);
  return productId;
}

function values(filter: XmlElement | undefined, arrayName: string, itemName: string): string[] {
  const items = childrenNamed(childNamed(filter, arrayName, S), itemName, S)
    .map((e) => e.text.trim())
    .filter((v) => v !== '');
  if (items.length > MAX_FILTER_VALUES) {
    throw ServiceMessageError.of(
      InventoryCode.dataViolation,
      `Data violation: at most ${MAX_FILTER_VALUES} values in Filter/${arrayName}.`,
    );
  }
  return items;
}

export const inventoryService: SoapServiceDefinition = {
  name: 'InventoryServiceV2',
  accessKey: 'inventory',
  path: '/Inventory/v2/InventoryService.svc',
  specFolder: 'promostandards-inventory-2.0.0',
  wsdlFile: 'InventoryService.wsdl',
  schemaFiles: [
    'GetInventoryLevelsRequest.xsd',
    'GetInventoryLevelsResponse.xsd',
    'GetFilterValuesRequest.xsd',
    'GetFilterValuesResponse.xsd',
    'SharedObjectsInventory.xsd',
    'iso3166-country-code.xsd',
  ],
  namespace: INVENTORY_NS,
  credentialNamespaces: S,
  wsVersion: '2.0.0',
  maxBodyBytes: 64 * 1024,
  wording: {
    dataErrorCode: InventoryCode.dataViolation,
    notFoundCode: InventoryCode.productIdNotFound,
    notFoundCodeByField: { partId: InventoryCode.partIdNotFound },
  },
  operations: {
    GetInventoryLevelsRequest: {
      async answer(context, caller, request) {
        const productId = productIdOf(request);
        const filter = childNamed(request, 'Filter', S);
        const levels = await getInventoryLevels(context.deps, caller, productId, {
          partIds: values(filter, 'partIdArray', 'partId'),
          labelSizes: values(filter, 'LabelSizeArray', 'labelSize'),
          colors: values(filter, 'PartColorArray', 'partColor'),
        });
        return getInventoryLevelsResponse(levels);
      },
      refuse: (messages) => getInventoryLevelsResponse(undefined, messages),
    },
    GetFilterValuesRequest: {
      async answer(context, caller, request) {
        const found = await getInventoryFilterValues(context.deps, caller, productIdOf(request));
        return getFilterValuesResponse(found);
      },
      refuse: (messages) => getFilterValuesResponse(undefined, messages),
    },
  },
};
