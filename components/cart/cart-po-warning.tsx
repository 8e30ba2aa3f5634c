'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/client/cart-http';
import type { OrderRecord } from '@/lib/client/orders-types';

/** Warns before placing when the account already used this PO number (any status, any date). */
export function CartPoWarning({ poNumber }: { poNumber: string }) {
  const po = poNumber.trim();
  const used = useQuery({
    queryKey: ['po-used', po],
    queryFn: async () =>
      (
        await requestJson<OrderRecord[]>(
          `/v2/portal/orders/?poNumber=${encodeURIComponent(po)}&pageSize=1`,
        )
      ).body[0],
    enabled: po !== '',
    staleTime: 30_000,
  });
  const earlier = used.data;
  if (!earlier) return null;
  return (
    <p role="status" data-testid="po-warning" className="text-sm text-amber-900 sm:col-span-2">
      PO {po} was already used on order{' '}
      <Link href={`/orders/${encodeURIComponent(earlier.orderNumber)}`} className="underline">
        {earlier.orderNumber}
      </Link>
      . Place anyway, or change the PO number.
    </p>
  );
}
