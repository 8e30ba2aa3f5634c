import type { z } from 'zod';
import { DomainError } from '@/lib/domain/errors';
import type { RestRequest } from '../types';

/** Parses a JSON body with a zod schema; every problem becomes a 400 error naming its field. */
export function parseJsonBody<S extends z.ZodType>(req: RestRequest, schema: S): z.output<S> {
  let value: unknown = {};
  const text = req.body ? new TextDecoder().decode(req.body).trim() : '';
  if (text.length > 0) {
    try {
      value = JSON.parse(text);
    } catch {
      throw DomainError.field('body', 'The body is not valid JSON.');
    }
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw DomainError.invalid(
    result.error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
      message: issue.message,
    })),
  );
}
