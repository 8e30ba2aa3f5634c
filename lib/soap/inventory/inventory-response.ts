// GetInventoryLevelsResponse and GetFilterValuesResponse as strings. Quantities are the stock
// GET /v2/inventory/ shows at the same moment, per part and warehouse (inventory location).
import type { ProductView } from '@/lib/domain/catalog';
import type { Warehouse } from '@/lib/domain/ports/warehouse-repository';
import { futureAvailabilityOf, labelSizeOf } from '@/lib/domain/promostandards-inventory';
import { warehouseAddressOf } from '@/lib/domain/warehouse-addresses';
import type { InventoryFilterValues } from '@/lib/services/get-inventory-filter-values';
import type { InventoryLevels } from '@/lib/services/get-inventory-levels';
import { serviceMessageArray, type ServiceMessage } from '../core/service-messages';
import { el, optionalTextEl, textEl } from '../core/xml-writer';
import { INVENTORY_NS, INVENTORY_SHARED_NS } from './namespaces';

const namespaces = `xmlns:i="${INVENTORY_NS}" xmlns:s="${INVENTORY_SHARED_NS}"`;

/** Inventory's Quantity: uom first, then value (the order its schema declares). */
function quantity(value: number): string {
  return el('s:Quantity', el('s:uom', 'EA') + el('s:value', String(value)));
}

function location(
  stock: ProductView['product']['stock'][number],
  warehouses: ReadonlyMap<string, Warehouse>,
): string {
  const warehouse = warehouses.get(stock.warehouseCode);
  const future = futureAvailabilityOf(stock.expectedInventory);
  const futureArray =
    future.length > 0
      ? el(
          's:FutureAvailabilityArray',
          future
            .map((f) =>
              el(
                's:FutureAvailability',
                quantity(f.qty) +
                  el('s:availableOn', new Date(f.availableOn).toISOString().replace('.000Z', 'Z')),
              ),
            )
            .join(''),
        )
      : '';
  return el(
    's:InventoryLocation',
    textEl('s:inventoryLocationId', stock.warehouseCode, 64) +
      optionalTextEl('s:inventoryLocationName', warehouse?.name, 64) +
      textEl('s:postalCode', warehouseAddressOf(stock.warehouseCode).postalCode, 10) +
      el('s:country', 'US') +
      el('s:inventoryLocationQuantity', quantity(stock.qty)) +
      futureArray,
  );
}

function partInventory(view: ProductView, warehouses: ReadonlyMap<string, Warehouse>): string {
  const p = view.product;
  const total = p.stock.reduce((sum, s) => sum + s.qty, 0);
  const locations = p.stock.map((s) => location(s, warehouses)).join('');
  return el(
    's:PartInventory',
    textEl('s:partId', p.sku, 64) +
      el('s:mainPart', 'true') +
      optionalTextEl('s:partColor', p.color.colorName, 64) +
      el('s:labelSize', labelSizeOf(p.sizeName)) +
      optionalTextEl(
        's:partDescription',
        `${p.brandName} ${p.styleName} ${p.color.colorName} ${p.sizeName}`,
        256,
      ) +
      el('s:quantityAvailable', quantity(total)) +
      el('s:manufacturedItem', 'false') +
      el('s:buyToOrder', 'false') +
      (locations ? el('s:InventoryLocationArray', locations) : ''),
  );
}

export function getInventoryLevelsResponse(
  levels: InventoryLevels | undefined,
  messages: readonly ServiceMessage[] = [],
): string {
  let inventory = '';
  if (levels) {
    const warehouses = new Map(levels.warehouses.map((w) => [w.code, w]));
    const parts = levels.parts.map((p) => partInventory(p, warehouses)).join('');
    inventory = el(
      's:Inventory',
      textEl('s:productId', levels.productId, 64) +
        (parts ? el('s:PartInventoryArray', parts) : ''),
    );
  }
  return `<i:GetInventoryLevelsResponse ${namespaces}>${inventory}${serviceMessageArray(messages, 's')}</i:GetInventoryLevelsResponse>`;
}

function list(arrayName: string, itemName: string, values: readonly string[]): string {
  return values.length > 0
    ? el(`s:${arrayName}`, values.map((v) => textEl(`s:${itemName}`, v, 64)).join(''))
    : '';
}

export function getFilterValuesResponse(
  values: InventoryFilterValues | undefined,
  messages: readonly ServiceMessage[] = [],
): string {
  const filterValues = values
    ? el(
        'i:FilterValues',
        textEl('s:productId', values.productId, 64) +
          el(
            's:Filter',
            list('partIdArray', 'partId', values.partIds) +
              list('LabelSizeArray', 'labelSize', values.labelSizes) +
              list('PartColorArray', 'partColor', values.colors),
          ),
      )
    : '';
  return `<i:GetFilterValuesResponse ${namespaces}>${filterValues}${serviceMessageArray(messages, 's')}</i:GetFilterValuesResponse>`;
}
