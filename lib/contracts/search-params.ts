/**
 * Next's `searchParams` (a value or a list per name) -> one string per name, lists joined by
 * commas, names lower-cased: `?Brand=1&brand=2` reads as `brand=1,2`.
 */
export function flattenSearchParams(
  params: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const text = Array.isArray(value) ? value.join(',') : value;
    flat[key] = flat[key] ? `${flat[key]},${text}` : text;
  }
  return flat;
}
