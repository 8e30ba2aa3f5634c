// `?mediatype=` (any case): `json` (the default, accepted everywhere) or `xml` where an endpoint
// writes XML (compatibility.md §2).
import { DomainError } from '@/lib/domain/errors';
import type { QueryParams } from '../query-params';

export type MediaType = 'json' | 'xml';

export function parseMediaType(
  query: QueryParams,
  allowed: readonly MediaType[] = ['json', 'xml'],
): MediaType {
  const raw = query.get('mediatype')?.trim().toLowerCase();
  if (raw === undefined || raw === '') return 'json';
  if ((allowed as readonly string[]).includes(raw)) return raw as MediaType;
  throw DomainError.field('mediatype', `Must be ${allowed.join(' or ')}.`);
}
