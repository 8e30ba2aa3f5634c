// The REST router works on plain records, not on Web Request/Response objects (invariant 9):
// the Next route handler and the node:http front both adapt to these.
import type { QueryParams } from './query-params';

export interface RestRequest {
  method: string; // upper-case
  /** The path without the query string, as sent (case preserved, still URL-encoded). */
  path: string;
  query: QueryParams;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  body: Uint8Array | undefined;
  /** The client's address when the door knows it (the socket's); used to throttle failures. */
  remoteAddress?: string;
}

export type ResponseChunk = string | Uint8Array;
export type ResponseBody = string | Uint8Array | AsyncIterable<ResponseChunk>;

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: ResponseBody;
  /** For the access log and metrics: the matched route pattern (never the raw path). */
  route?: string;
  /** For the access log: the calling account's number, when the caller was identified. */
  account?: string;
}
