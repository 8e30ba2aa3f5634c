// `?fields=Sku,Qty,CustomerPrice`: only the listed top-level fields of each record. Names match
// without regard to case and unknown names are ignored (compatibility.md §2); a list that names no
// known field filters nothing, so a typo does not turn every record into `{}`.

export interface FieldsFilter {
  /** The selected fields, spelled as the wire spells them, in the records' own order. */
  readonly names: readonly string[];
  has(name: string): boolean;
  apply<T extends object>(record: T): Partial<T>;
}

export function createFieldsFilter(
  requested: readonly string[] | undefined,
  known: readonly string[],
): FieldsFilter | undefined {
  if (requested === undefined) return undefined;
  const wanted = new Set(requested.map((name) => name.trim().toLowerCase()));
  const names = known.filter((name) => wanted.has(name.toLowerCase()));
  if (names.length === 0) return undefined;
  const selected = new Set(names);
  return {
    names,
    has: (name) => selected.has(name),
    apply<T extends object>(record: T): Partial<T> {
      const out: Partial<T> = {};
      for (const name of names) {
        if (name in record) {
          const key = name as keyof T;
          out[key] = record[key];
        }
      }
      return out;
    },
  };
}
