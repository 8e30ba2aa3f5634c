import type {
  StyleSearchRow,
  StylePriceLevels,
} from '@/lib/domain/ports/catalog-search-repository';

/** A style joined to its brand: the search row but what is counted or grouped per page. */
export type StyleSearchBaseRow = Omit<StyleSearchRow, 'colorCount' | 'qty' | 'priceLevels'>;

export interface PriceLevelRow {
  styleId: number;
  piecePriceCents: number;
  salePriceCents: number | null;
  saleExpiresAt: number | null;
}

/** Escapes LIKE's wildcards; the queries say ESCAPE '\'. */
export const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

export function groupPriceLevels(rows: readonly PriceLevelRow[]): Map<number, StylePriceLevels> {
  const levels = new Map<number, StylePriceLevels>();
  for (const r of rows) {
    let list = levels.get(r.styleId);
    if (!list) levels.set(r.styleId, (list = []));
    list.push({
      piecePriceCents: r.piecePriceCents,
      salePriceCents: r.salePriceCents,
      saleExpiresAt: r.saleExpiresAt,
    });
  }
  return levels;
}

/** Colors, stock and price levels of one page of styles, read as three grouped lists. */
export interface StylePageDetails {
  colorCounts: readonly { styleId: number; n: number }[];
  quantities: readonly { styleId: number; qty: number }[];
  levels: readonly PriceLevelRow[];
}

export function toStyleSearchRows(
  rows: readonly StyleSearchBaseRow[],
  details: StylePageDetails,
): StyleSearchRow[] {
  const colors = new Map(details.colorCounts.map((r) => [r.styleId, r.n]));
  const qty = new Map(details.quantities.map((r) => [r.styleId, r.qty]));
  const levels = groupPriceLevels(details.levels);
  return rows.map((r) => ({
    ...r,
    colorCount: colors.get(r.styleId) ?? 0,
    qty: qty.get(r.styleId) ?? 0,
    priceLevels: levels.get(r.styleId) ?? [],
  }));
}
