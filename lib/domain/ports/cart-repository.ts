import type { CartLineKey, CartLineRecord } from '../cart';

export interface CartLineWrite extends CartLineKey {
  qty: number;
}

/** Carts are per website user; every method is scoped by the user id. */
export interface CartRepository {
  listLines(userId: number): Promise<CartLineRecord[]>;
  /** Adds each quantity to the line of the same product and warehouse, or creates it. */
  addLines(userId: number, lines: CartLineWrite[], now: number): Promise<void>;
  /**
   * Replaces one line by another key and quantity in one transaction (a change of warehouse
   * merges into an existing line of the new key). false when the line does not exist.
   */
  replaceLine(userId: number, from: CartLineKey, to: CartLineWrite, now: number): Promise<boolean>;
  removeLine(userId: number, key: CartLineKey): Promise<boolean>;
  clear(userId: number): Promise<void>;
  /** The stored settings as saved (JSON text), or undefined when the user never saved any. */
  loadSettings(userId: number): Promise<string | undefined>;
  saveSettings(userId: number, settingsJson: string, now: number): Promise<void>;
  /** Product ids by skuID_Master, sku or gtin (case-insensitive) or the account's yourSku. */
  resolveProducts(accountId: number, identifiers: string[]): Promise<Map<string, number>>;
  warehouseCodes(): Promise<string[]>;
}
