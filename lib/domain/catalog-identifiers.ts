// How the identifier lists of the catalog endpoints are read (interface-v2.md §4.5–4.7):
// products by SkuID, Sku, Gtin or YourSku; styles by StyleID, PartNumber or `<brand> <style>`.
// One token may be several kinds at once (a 5-digit token is both a style id and a part number),
// so each token is offered to every kind it could be and the database decides what exists.
import { DomainError } from './errors';

/** Enough for any real script, small enough that one request cannot become a denial of service. */
export const MAX_IDENTIFIERS = 1000;

const digits = /^\d+$/;

/** Trimmed, de-duplicated (first spelling wins), at most MAX_IDENTIFIERS. */
export function normalizeIdentifierList(tokens: readonly string[], field: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tokens) {
    const token = raw.trim().replace(/\s+/g, ' ');
    if (token.length === 0) continue;
    const key = token.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(token);
  }
  if (out.length > MAX_IDENTIFIERS) {
    throw DomainError.field(field, `At most ${MAX_IDENTIFIERS} identifiers per request.`);
  }
  return out;
}

function asId(token: string): number | undefined {
  if (!digits.test(token) || token.length > 15) return undefined;
  const value = Number(token);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export interface ProductIdentifiers {
  /** Tokens that can be a skuID_Master. */
  ids: number[];
  /** Tokens compared with sku and gtin: each as sent and upper-cased (skus are upper-case). */
  codes: string[];
  /** Tokens compared with the caller's own cross references (exact, as the customer saved them). */
  yourSkus: string[];
}

export function parseProductIdentifiers(
  tokens: readonly string[],
  field = 'Identifier',
): ProductIdentifiers {
  const list = normalizeIdentifierList(tokens, field);
  const ids: number[] = [];
  for (const token of list) {
    const id = asId(token);
    if (id !== undefined) ids.push(id);
  }
  const codes = new Set<string>();
  for (const token of list) {
    codes.add(token);
    codes.add(token.toUpperCase());
  }
  return { ids, codes: [...codes], yourSkus: list };
}

export interface BrandStyleName {
  brand: string;
  style: string;
}

export interface StyleIdentifiers {
  styleIds: number[];
  partNumbers: string[];
  /** Every way a token with spaces splits into a brand name and a style name. */
  brandStyleNames: BrandStyleName[];
}

export function parseStyleIdentifiers(
  tokens: readonly string[],
  field = 'style',
): StyleIdentifiers {
  const list = normalizeIdentifierList(tokens, field);
  const result: StyleIdentifiers = { styleIds: [], partNumbers: [], brandStyleNames: [] };
  for (const token of list) {
    const id = asId(token);
    if (id !== undefined) result.styleIds.push(id);
    if (!token.includes(' ')) {
      result.partNumbers.push(token);
      continue;
    }
    // Brand names have spaces too ("Bella + Canvas 3001CVC"): try every split point.
    const words = token.split(' ');
    for (let i = 1; i < words.length; i++) {
      result.brandStyleNames.push({
        brand: words.slice(0, i).join(' '),
        style: words.slice(i).join(' '),
      });
    }
  }
  return result;
}

/** A list of style ids (`?styleid=`): every item must be a whole number. */
export function parseIdList(tokens: readonly string[], field: string): number[] {
  const list = normalizeIdentifierList(tokens, field);
  return list.map((token) => {
    const id = asId(token);
    if (id === undefined) throw DomainError.field(field, `'${token}' is not a valid id.`);
    return id;
  });
}

export function isEmptyStyleIdentifiers(ids: StyleIdentifiers): boolean {
  return ids.styleIds.length + ids.partNumbers.length + ids.brandStyleNames.length === 0;
}
