// Query-parameter names match without regard to case (compatibility.md §2): `?Warehouses=`,
// `?warehouses=` and `?WAREHOUSES=` are the same parameter.
export class QueryParams {
  private readonly values = new Map<string, string>();

  constructor(search: string | URLSearchParams) {
    const params = typeof search === 'string' ? new URLSearchParams(search) : search;
    for (const [name, value] of params) {
      const key = name.toLowerCase();
      // The first occurrence wins, as in most server frameworks.
      if (!this.values.has(key)) this.values.set(key, value);
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  /** Every parameter, names lower-cased and sorted: equal for requests that mean the same. */
  canonical(): string {
    return [...this.values]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
  }

  /** A comma-separated list parameter, trimmed, empty items dropped; undefined when absent. */
  list(name: string): string[] | undefined {
    const raw = this.get(name);
    if (raw === undefined) return undefined;
    return splitList(raw);
  }

  /** `true`/`false` in any case; undefined when absent or not a boolean. */
  boolean(name: string): boolean | undefined {
    const raw = this.get(name)?.trim().toLowerCase();
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return undefined;
  }
}

export function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
