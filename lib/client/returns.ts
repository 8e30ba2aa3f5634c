// Returns in the browser: file one for lines of a shipped order through the same POST /v2/returns/
// API clients use (the portal session cookie authenticates it).
'use client';

import type { ReturnRecordWire } from '@/lib/contracts/return-record';
import { requestJson } from './cart-http';

export interface ReturnLineRequest {
  invoiceNumber: string;
  identifier: string;
  qty: number;
  returnReason: number;
  isReplace: boolean;
  returnReasonComment: string;
}

export async function fileReturn(lines: ReturnLineRequest[]): Promise<ReturnRecordWire[]> {
  const { body } = await requestJson<ReturnRecordWire[]>('/v2/returns/', {
    method: 'POST',
    body: { emailConfirmation: '', shippingLabelRequired: true, lines },
  });
  return body;
}

/** The reason codes of after-the-order.md; 2 and 6 need a comment when replaced. */
export const RETURN_REASON_OPTIONS: { code: number; label: string }[] = [
  { code: 1, label: 'Do not need' },
  { code: 2, label: 'Damaged/defective' },
  { code: 3, label: 'Keying error' },
  { code: 5, label: 'Received too few' },
  { code: 6, label: 'Other' },
  { code: 7, label: 'Received too many' },
  { code: 10, label: 'Wrong size' },
  { code: 11, label: 'Wrong style/color' },
];
