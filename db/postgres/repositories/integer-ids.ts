// Identifiers typed as digits may exceed PostgreSQL's `integer` (a gtin looks like an id to the
// parser). SQLite simply finds no such row; PostgreSQL would refuse the whole query as out of
// range, so ids that no integer key can hold are dropped before they are bound.
const INTEGER_MAX = 2_147_483_647;

export const fitsInteger = (id: number) =>
  Number.isInteger(id) && id >= -INTEGER_MAX - 1 && id <= INTEGER_MAX;

export const integerIds = (ids: readonly number[]) => ids.filter(fitsInteger);
