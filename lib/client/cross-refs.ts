// Cross references in the browser: fetchers over /v2/crossref, query options and hooks.
'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from './cart-http';

export const crossRefSchema = z.object({
  yourSku: z.string(),
  skuID: z.number(),
  sku: z.string(),
  gtin: z.string(),
  brandName: z.string(),
  styleName: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
});
export type CrossRefWire = z.infer<typeof crossRefSchema>;

const path = (yourSku: string) => `/v2/crossref/${encodeURIComponent(yourSku)}`;

export async function fetchCrossRefs(): Promise<CrossRefWire[]> {
  const { body } = await requestJson<unknown>('/v2/crossref/');
  return z.array(crossRefSchema).parse(body);
}

/** Creates or re-points `yourSku` to the sku that `identifier` (sku, gtin or skuID) names. */
export async function putCrossRef(yourSku: string, identifier: string): Promise<CrossRefWire[]> {
  const { body } = await requestJson<unknown>(
    `${path(yourSku)}?Identifier=${encodeURIComponent(identifier)}`,
    { method: 'PUT' },
  );
  return z.array(crossRefSchema).parse(body);
}

export async function deleteCrossRef(yourSku: string): Promise<void> {
  await requestJson<unknown>(path(yourSku), { method: 'DELETE' });
}

export const crossRefKeys = { all: ['crossrefs'] as const };

export const crossRefsQuery = () =>
  queryOptions({ queryKey: crossRefKeys.all, queryFn: fetchCrossRefs });

export function useCrossRefs() {
  return useQuery(crossRefsQuery());
}

function useCrossRefMutation<Args>(call: (args: Args) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: crossRefKeys.all }),
  });
}

export const usePutCrossRef = () =>
  useCrossRefMutation((a: { yourSku: string; identifier: string }) =>
    putCrossRef(a.yourSku, a.identifier),
  );

export const useDeleteCrossRef = () =>
  useCrossRefMutation((yourSku: string) => deleteCrossRef(yourSku));

/**
 * Renames a cross reference: the new name is created first, so that a failure leaves the old one
 * in place; then the old one is removed.
 */
export const useRenameCrossRef = () =>
  useCrossRefMutation(async (a: { from: string; to: string; identifier: string }) => {
    await putCrossRef(a.to, a.identifier);
    if (a.to !== a.from) await deleteCrossRef(a.from);
  });
