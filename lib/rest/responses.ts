import type { ErrorBodyWire } from '@/lib/contracts/wire/account-records';
import type { RestResponse } from './types';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const XML_TYPE = 'application/xml; charset=utf-8';

export function json(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): RestResponse {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, ...headers },
    body: JSON.stringify(value),
  };
}

/** The error body of interface-v2.md §2.11. */
export type ErrorBody = ErrorBodyWire;

export function errorResponse(
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): RestResponse {
  return json(status, body, headers);
}

export function noContent(headers: Record<string, string> = {}): RestResponse {
  return { status: 204, headers, body: '' };
}
