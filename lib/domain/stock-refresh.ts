// How stock moves between orders (compatibility.md §5: stock changes about every 15 minutes):
// en-route goods arrive on their date and are added to the cell; whatever is still on order with
// the mill is then shipped to us as the next en-route lot; and a replenishment rule puts a lot en
// route to any low cell that nobody restocks yet, so a long-running demo does not run dry.
// `expectedInventory` keeps the sample's shape: `EnRoute:<MM/DD/YYYY> <qty>|OnOrder:<qty>`.

export const STOCK_REFRESH_INTERVAL_MS = 15 * 60_000;
/** A cell below this many pieces (and above zero) is low. */
export const LOW_STOCK_BELOW = 12;
export const REPLENISH_LOT = 144;
export const REPLENISH_LEAD_DAYS = 2;
/** The mill ships what is on order in lots of at most this many, two weeks apart. */
export const MILL_LOT = 480;
export const MILL_LEAD_DAYS = 14;

export interface ExpectedInventory {
  /** yyyy-mm-dd */
  enRouteDate?: string;
  enRouteQty: number;
  onOrderQty: number;
}

const SHAPE = /^EnRoute:(\d{2})\/(\d{2})\/(\d{4}) (\d+)\|OnOrder:(\d+)$/;
const ON_ORDER_ONLY = /^EnRoute:\s*\|OnOrder:(\d+)$/;

/** undefined for 'None' or anything not in the sample's shape (left as it is). */
export function parseExpectedInventory(text: string): ExpectedInventory | undefined {
  const match = SHAPE.exec(text.trim());
  if (match) {
    const [, mm, dd, yyyy, enRoute, onOrder] = match;
    return {
      enRouteDate: `${yyyy}-${mm}-${dd}`,
      enRouteQty: Number(enRoute),
      onOrderQty: Number(onOrder),
    };
  }
  const onOrderOnly = ON_ORDER_ONLY.exec(text.trim());
  if (onOrderOnly) return { enRouteQty: 0, onOrderQty: Number(onOrderOnly[1]) };
  return undefined;
}

export function formatExpectedInventory(value: ExpectedInventory | undefined): string {
  if (!value || (value.enRouteDate === undefined && value.onOrderQty === 0)) return 'None';
  if (value.enRouteDate === undefined) return `EnRoute:|OnOrder:${value.onOrderQty}`;
  const [yyyy, mm, dd] = value.enRouteDate.split('-');
  return `EnRoute:${mm}/${dd}/${yyyy} ${value.enRouteQty}|OnOrder:${value.onOrderQty}`;
}

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface Arrival {
  addQty: number;
  expectedInventory: string;
}

/** What arrives in a cell by `today` (yyyy-mm-dd), and what is expected next; undefined: nothing. */
export function arrivalOn(expectedInventory: string, today: string): Arrival | undefined {
  const expected = parseExpectedInventory(expectedInventory);
  if (!expected) return undefined;
  if (expected.enRouteDate === undefined) {
    if (expected.onOrderQty === 0) return undefined;
    // Only on order: the mill ships the first lot now.
    const lot = Math.min(MILL_LOT, expected.onOrderQty);
    return {
      addQty: 0,
      expectedInventory: formatExpectedInventory({
        enRouteDate: addDays(today, MILL_LEAD_DAYS),
        enRouteQty: lot,
        onOrderQty: expected.onOrderQty - lot,
      }),
    };
  }
  if (expected.enRouteDate > today) return undefined;
  const lot = Math.min(MILL_LOT, expected.onOrderQty);
  return {
    addQty: expected.enRouteQty,
    expectedInventory: formatExpectedInventory(
      lot === 0
        ? undefined
        : {
            enRouteDate: addDays(today, MILL_LEAD_DAYS),
            enRouteQty: lot,
            onOrderQty: expected.onOrderQty - lot,
          },
    ),
  };
}

export interface StockCellFacts {
  qty: number;
  closeout: boolean;
  dropship: boolean;
  expectedInventory: string;
}

/** A low cell that is not closeout (never replenished) and has nothing coming gets a lot en route. */
export function replenishmentFor(cell: StockCellFacts, today: string): string | undefined {
  if (cell.closeout || cell.dropship) return undefined;
  if (cell.qty <= 0 || cell.qty >= LOW_STOCK_BELOW) return undefined;
  if (cell.expectedInventory.trim() !== 'None') return undefined;
  return formatExpectedInventory({
    enRouteDate: addDays(today, REPLENISH_LEAD_DAYS),
    enRouteQty: REPLENISH_LOT,
    onOrderQty: 0,
  });
}
