// Catalog answers with a strong ETag, answered 304 to a matching If-None-Match, and kept in a
// per-process cache (answer-cache.ts) under the catalog version read before their rows.
import { createHash } from 'node:crypto';
import type { AppContainer } from '@/lib/server/container';
import { catalogVersion } from '@/lib/services/catalog-version';
import type { RouteContext } from '../router';
import type { RestResponse } from '../types';
import { AnswerCache } from './answer-cache';

/** What a catalog handler computes: its answer and until when it holds without a write. */
export interface CatalogAnswer {
  response: RestResponse;
  /** Epoch ms of the first sale end among the answer's prices; Infinity when none. */
  validUntil: number;
}

/**
 * Whose answer it is: `account` answers show the account's prices and cross references (the key
 * holds the account and its tier discount); `shared` answers are the same for every caller.
 */
export type AnswerScope = 'account' | 'shared';

/** 32 MiB of answers per process: a few thousand single-sku answers or ~100 large styles. */
const CACHE_BYTES = 32 * 1024 * 1024;
// One cache per app container (a process has one; tests run several apps in one process).
const cachesByApp = new WeakMap<AppContainer, AnswerCache>();

function answersOf(app: AppContainer): AnswerCache {
  let cache = cachesByApp.get(app);
  if (cache === undefined) {
    cache = new AnswerCache(CACHE_BYTES);
    cachesByApp.set(app, cache);
  }
  return cache;
}

// Clients may keep an answer but must ask again (conditionally) before using it; shared caches
// must not keep it (prices are the account's). It varies with whoever is calling.
const CACHING_HEADERS = { 'cache-control': 'private, no-cache', vary: 'Authorization, Cookie' };

function cacheKey({ req, caller }: RouteContext, scope: AnswerScope): string {
  const whose =
    scope === 'account' ? `${caller.account.id}:${caller.account.tierDiscountBasisPoints}` : '*';
  return `${whose} ${req.path.toLowerCase()}?${req.query.canonical()}`;
}

function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

export async function conditionalAnswer(
  ctx: RouteContext,
  scope: AnswerScope,
  compute: () => Promise<CatalogAnswer>,
): Promise<RestResponse> {
  // The version first (the one read before authentication will do): the rows read after it are
  // at least as new as it says.
  const version = ctx.version ?? (await catalogVersion(ctx.app.deps));
  const key = cacheKey(ctx, scope);
  const answers = answersOf(ctx.app);
  let entry = answers.get(key, version, ctx.app.deps.clock.now());
  if (entry === undefined) {
    const { response, validUntil } = await compute();
    const { body } = response;
    // A streamed answer (the whole catalog) is never held in memory, so it carries no tag.
    if (response.status !== 200 || !(typeof body === 'string' || body instanceof Uint8Array)) {
      return { ...response, headers: { ...response.headers, ...CACHING_HEADERS } };
    }
    const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
    entry = {
      version,
      validUntil,
      etag: strongEtag(bytes),
      headers: { ...response.headers, ...CACHING_HEADERS },
      body: bytes,
    };
    answers.set(key, entry);
  }
  if (matchesIfNoneMatch(ctx.req.headers['if-none-match'], entry.etag)) {
    return { status: 304, headers: { ...CACHING_HEADERS, etag: entry.etag }, body: '' };
  }
  return { status: 200, headers: { ...entry.headers, etag: entry.etag }, body: entry.body };
}
