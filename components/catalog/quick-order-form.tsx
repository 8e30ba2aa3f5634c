'use client';
// Quick order: paste lines of "identifier quantity", check them against the catalog (each line
// resolved or rejected with its reason), then add the resolved ones to the cart in one step.
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useAddCartLines } from '@/lib/client/cart';
import {
  productStockProblem,
  useResolveProducts,
  type ProductSummary,
} from '@/lib/client/products';
import {
  parseQuickOrderLines,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderLine,
} from '@/lib/contracts/quick-order';

type Checked =
  | { line: QuickOrderLine & { identifier: string; qty: number }; product: ProductSummary }
  | { line: QuickOrderLine; reason: string };

export function QuickOrderForm() {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked[] | undefined>();
  const [added, setAdded] = useState<number | undefined>();
  const resolve = useResolveProducts();
  const addLines = useAddCartLines();
  const checkRef = useRef<() => void>(() => undefined);

  // Lines are checked as the buyer types (a short pause after the last key), so stock problems
  // ("only 7 available", "full cases of 24") show before anything is added.
  useEffect(() => {
    if (!text.trim()) return;
    const id = setTimeout(() => checkRef.current(), 600);
    return () => clearTimeout(id);
  }, [text]);

  function check() {
    setAdded(undefined);
    const lines = parseQuickOrderLines(text).slice(0, QUICK_ORDER_MAX_LINES);
    const identifiers = lines.flatMap((l) => ('identifier' in l ? [l.identifier] : []));
    resolve.mutate(identifiers, {
      onSuccess: (products) =>
        setChecked(
          lines.map((line): Checked => {
            if ('error' in line) return { line, reason: line.error };
            const product = products.get(line.identifier.trim());
            return product
              ? { line, product }
              : { line, reason: 'Not found or discontinued: no sku, gtin or your sku matches.' };
          }),
        ),
    });
  }

  checkRef.current = check;
  const resolved = (checked ?? []).flatMap((c) => ('product' in c ? [c] : []));
  function addToCart() {
    const lines = resolved.map((c) => ({ identifier: c.product.skuID_Master, qty: c.line.qty }));
    addLines.mutate(
      { lines },
      {
        onSuccess: () => {
          setAdded(lines.length);
          setChecked(undefined);
          setText('');
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="quick-order-lines" className="font-medium">
          Lines: identifier and quantity
        </label>
        <p id="quick-order-help" className="text-sm text-slate-600">
          One item per line: a sku, gtin or your own sku, then the quantity, e.g.{' '}
          <code>10760002 12</code>. Paste from a spreadsheet works too.
        </p>
        <textarea
          id="quick-order-lines"
          aria-describedby="quick-order-help"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setChecked(undefined);
          }}
          rows={8}
          className="rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={check}
          disabled={!text.trim() || resolve.isPending}
          className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          {resolve.isPending ? 'Checking…' : 'Check lines'}
        </button>
        <button
          type="button"
          onClick={addToCart}
          disabled={resolved.length === 0 || addLines.isPending}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {addLines.isPending ? 'Adding…' : `Add ${resolved.length} found lines to cart`}
        </button>
      </div>
      <p role="status" className="text-sm">
        {added !== undefined && (
          <>
            Added {added} lines to the cart.{' '}
            <Link href="/cart" className="text-brand-700 underline">
              View cart
            </Link>
          </>
        )}
      </p>
      {(resolve.error ?? addLines.error) && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {(resolve.error ?? addLines.error)?.message}
        </p>
      )}
      {checked && checked.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full bg-white text-sm">
            <caption className="mb-1 text-left font-semibold">Checked lines</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="px-2 py-1 font-medium">
                  Line
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  You typed
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Result
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Qty
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Your price
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  In stock
                </th>
              </tr>
            </thead>
            <tbody>
              {checked.map((c) => (
                <tr key={c.line.lineNumber} className="border-b border-slate-100">
                  <td className="px-2 py-1">{c.line.lineNumber}</td>
                  <td className="px-2 py-1 font-mono">{c.line.text}</td>
                  {'product' in c ? (
                    <>
                      <td className="px-2 py-1">
                        <span className="font-medium text-emerald-800">Found: </span>
                        {c.product.brandName} {c.product.styleName}, {c.product.colorName},{' '}
                        {c.product.sizeName} (sku {c.product.sku})
                        {productStockProblem(c.product, c.line.qty) && (
                          <span
                            data-testid="quick-order-stock"
                            className="block font-medium text-amber-900"
                          >
                            {productStockProblem(c.product, c.line.qty)}
                          </span>
                        )}
                      </td>
                      <td className="px-2 py-1">{c.line.qty}</td>
                      <td className="px-2 py-1">${c.product.customerPrice.toFixed(2)}</td>
                      <td className="px-2 py-1">{c.product.qty.toLocaleString('en-US')}</td>
                    </>
                  ) : (
                    <td colSpan={4} className="px-2 py-1 text-red-800">
                      <span className="font-medium">Rejected: </span>
                      {c.reason}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
