// What the checkout offers besides the cart: the signed-in user's saved payment methods
// (GET /v2/paymentprofiles/?email=) and the ship-to addresses the account used before
// (GET /v2/portal/addresses).
'use client';

import { useQuery } from '@tanstack/react-query';
import { requestJson } from './cart-http';

export interface SavedPaymentMethod {
  profileID: number;
  profileType: 'Credit Card' | 'Bank';
  name: string;
}

export interface UsedAddress {
  customer: string;
  attn: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export function usePaymentMethods(email: string) {
  return useQuery({
    queryKey: ['payment-methods', email],
    queryFn: async () =>
      (
        await requestJson<SavedPaymentMethod[]>(
          `/v2/paymentprofiles/?email=${encodeURIComponent(email)}`,
        )
      ).body,
    enabled: email !== '',
    staleTime: 5 * 60_000,
  });
}

export function useUsedAddresses() {
  return useQuery({
    queryKey: ['used-addresses'],
    queryFn: async () => (await requestJson<UsedAddress[]>('/v2/portal/addresses')).body,
    staleTime: 5 * 60_000,
  });
}
