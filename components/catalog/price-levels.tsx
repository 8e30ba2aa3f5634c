import { formatUsd } from '@/lib/domain/money';
import type { StyleSku } from './style-types';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Price levels per size of the chosen color, with the account's own price and any sale. */
export function PriceLevels({ skus }: { skus: StyleSku[] }) {
  const anySale = skus.some((s) => s.salePriceCents !== null);
  return (
    <ScrollRegion label="Prices per piece">
      <table className="min-w-full text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-800">Prices per piece</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 pr-3 font-medium">
              Size
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Piece
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Dozen
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Case
            </th>
            {anySale && (
              <th scope="col" className="py-1 pr-3 font-medium">
                Sale
              </th>
            )}
            <th scope="col" className="py-1 pr-3 font-medium">
              Your price
            </th>
          </tr>
        </thead>
        <tbody>
          {skus.map((sku) => (
            <tr key={sku.skuId} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 text-left font-medium">
                {sku.sizeName}
              </th>
              <td className="py-1 pr-3">{formatUsd(sku.piecePriceCents)}</td>
              <td className="py-1 pr-3">{formatUsd(sku.dozenPriceCents)}</td>
              <td className="py-1 pr-3">{formatUsd(sku.casePriceCents)}</td>
              {anySale && (
                <td className="py-1 pr-3 text-red-700">
                  {sku.salePriceCents === null ? '—' : formatUsd(sku.salePriceCents)}
                  {sku.saleExpiresAt !== null && (
                    <span className="block text-xs text-slate-500">
                      until{' '}
                      {new Date(sku.saleExpiresAt).toLocaleDateString('en-US', { timeZone: 'UTC' })}
                    </span>
                  )}
                </td>
              )}
              <td className="py-1 pr-3 font-semibold">{formatUsd(sku.customerPriceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
