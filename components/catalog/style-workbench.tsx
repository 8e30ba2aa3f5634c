'use client';
// The interactive half of the style page: colors switch the images, prices and the size ×
// warehouse grid; the typed quantities go into the cart in one step (portal B's /v2/cart).
import Link from 'next/link';
import { useMemo, useRef, useState } from 'react';
import { addCartLines } from '@/lib/client/cart-calls';
import { useAction } from '@/lib/client/use-action';
import { ColorSwatches } from './color-swatches';
import { PriceLevels } from './price-levels';
import { cellKey, cellProblem, StockGrid } from './stock-grid';
import { StyleGallery } from './style-gallery';
import type { StyleColor, StyleSku, StyleWarehouse } from './style-types';

interface Props {
  styleLabel: string;
  colors: StyleColor[];
  skus: StyleSku[];
  warehouses: StyleWarehouse[];
}

export function StyleWorkbench({ styleLabel, colors, skus, warehouses }: Props) {
  const [colorCode, setColorCode] = useState(colors[0]?.colorCode ?? '');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<number | undefined>();
  const color = colors.find((c) => c.colorCode === colorCode);
  const colorSkus = useMemo(() => skus.filter((s) => s.colorCode === colorCode), [skus, colorCode]);

  // Every box of every color counts: a box refused as typed keeps the whole step from running,
  // so nothing is added that the buyer did not mean.
  const problems = skus.flatMap((sku) =>
    sku.stock.flatMap((cell) => {
      const problem = cellProblem(
        quantities[cellKey(sku.skuId, cell.warehouseCode)] ?? '',
        cell,
        sku.caseQty,
      );
      return problem ? [{ sku, cell, problem }] : [];
    }),
  );
  const lines = skus.flatMap((sku) =>
    sku.stock.flatMap((cell) => {
      const text = (quantities[cellKey(sku.skuId, cell.warehouseCode)] ?? '').trim();
      const qty = /^\d+$/.test(text) ? Number(text) : 0;
      return qty > 0 ? [{ identifier: sku.skuId, qty, warehouseAbbr: cell.warehouseCode }] : [];
    }),
  );
  const pieces = lines.reduce((sum, line) => sum + line.qty, 0);
  // The running total at the account's own piece price, so the buyer sees the money as they type.
  const priceOf = new Map(skus.map((sku) => [sku.skuId, sku.customerPriceCents]));
  const totalCents = lines.reduce(
    (sum, line) => sum + line.qty * (priceOf.get(line.identifier) ?? 0),
    0,
  );

  // No React Query here: the page needs only the step's outcome and the header's count, which
  // every cart call moves (issue 15: first-load JS).
  const piecesSent = useRef(0);
  const addLines = useAction(addCartLines, () => {
    setAdded(piecesSent.current);
    setQuantities({});
  });

  function addToCart() {
    setAdded(undefined);
    piecesSent.current = pieces;
    addLines.mutate({ lines });
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <StyleGallery
          images={color?.images ?? []}
          alt={`${styleLabel}, ${color?.colorName ?? ''}`}
        />
        <div className="flex min-w-0 flex-col gap-5">
          <ColorSwatches colors={colors} selected={colorCode} onSelect={setColorCode} />
          <PriceLevels skus={colorSkus} />
        </div>
      </div>
      {/* The grid takes the page's full width (it was cut off beside the gallery at 1440 px). */}
      <section aria-labelledby="order-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="order-heading" className="text-lg font-semibold text-slate-900">
          Stock and quantities
        </h2>
        <StockGrid
          colorName={color?.colorName ?? ''}
          skus={colorSkus}
          warehouses={warehouses}
          quantities={quantities}
          onChange={(key, value) => setQuantities((q) => ({ ...q, [key]: value }))}
        />
        {/* Sticky: the add button and the total stay in view however tall the grid is. */}
        <div
          className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white/95 px-3 py-2 shadow-md"
          data-testid="grid-add-bar"
        >
          <p className="text-sm">
            <span className="text-slate-700">Total at your price: </span>
            <strong className="tabular-nums" data-testid="grid-total">
              {(totalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}
            </strong>
          </p>
          <button
            type="button"
            onClick={addToCart}
            disabled={lines.length === 0 || problems.length > 0 || addLines.isPending}
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {addLines.isPending ? 'Adding…' : `Add to cart${pieces > 0 ? ` (${pieces} pcs)` : ''}`}
          </button>
          <p role="status" className="text-sm">
            {added !== undefined && (
              <>
                Added {added} pieces to the cart.{' '}
                <Link href="/cart" className="text-brand-700 underline">
                  View cart
                </Link>
              </>
            )}
          </p>
        </div>
        {problems.length > 0 && (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
            Check {problems.length === 1 ? 'the quantity' : `${problems.length} quantities`} marked
            in the grid
            {problems.some((p) => p.sku.colorCode !== colorCode)
              ? ' (also in other colors)'
              : ''}: {problems[0]?.sku.sizeName} from {problems[0]?.cell.warehouseCode} —{' '}
            {problems[0]?.problem}
          </p>
        )}
        {addLines.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {addLines.error.message}
          </p>
        )}
      </section>
    </div>
  );
}
