import { ApiError } from '@/lib/client/cart-http';

/**
 * The API's messages about one request field, e.g. `events` also covers `events[2]` (an unknown
 * event in the list). Shown next to the input the field came from.
 */
export function fieldMessage(error: Error | undefined, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const wanted = field.toLowerCase();
  const messages = error.errors
    .filter((e) => {
      const name = e.field.toLowerCase();
      return name === wanted || name.startsWith(`${wanted}[`) || name.startsWith(`${wanted}.`);
    })
    .map((e) => e.message);
  return messages.length > 0 ? messages.join(' ') : undefined;
}
