// The account's quotes in the browser (GET /v2/quotes/), for the Quotes page.
'use client';

import { useQuery } from '@tanstack/react-query';
import type { QuoteWire } from '@/lib/contracts/wire/account-records';
import { requestJson } from './cart-http';

export async function fetchQuotes(): Promise<QuoteWire[]> {
  const { body } = await requestJson<QuoteWire[]>('/v2/quotes/');
  return body;
}

export function useQuotes() {
  return useQuery({ queryKey: ['quotes'], queryFn: fetchQuotes });
}
