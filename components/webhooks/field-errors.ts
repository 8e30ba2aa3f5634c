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

/**
 * Every message of a refusal, each preceded by the label of the field it is about ("Endpoint URL:
 * Must be an http or https URL."), since the API's messages leave the field to the `field` key.
 */
export function describeRefusal(error: Error, labels: Record<string, string>): string[] {
  if (!(error instanceof ApiError) || error.errors.length === 0) return [error.message];
  return error.errors.map((e) => {
    const base = e.field.replace(/[[.].*$/, '').toLowerCase();
    const label = Object.entries(labels).find(([field]) => field.toLowerCase() === base)?.[1];
    return `${label ?? e.field}: ${e.message}`;
  });
}
