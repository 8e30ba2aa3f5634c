'use client';

import type { QuoteWire } from '@/lib/contracts/wire/account-records';
import { useQuotes } from '@/lib/client/quotes';
import { usd } from '@/components/cart/format-money';

/** The buyer's words for the state the server gives each quote. */
const STATE_TEXT: Record<NonNullable<QuoteWire['unavailableReason']> | 'usable', string> = {
  usable: 'Ready to use',
  pending: 'Awaiting approval',
  rejected: 'Not approved',
  expired: 'Expired',
  used: 'Used',
};

const STATE_STYLE: Record<string, string> = {
  usable: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
};

function QuoteCard({ quote }: { quote: QuoteWire }) {
  const state = quote.unavailableReason ?? 'usable';
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="quote"
      data-quote-number={quote.quoteNumber}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">Quote {quote.quoteNumber}</h2>
        <span
          className={`rounded px-2 py-0.5 text-sm font-medium ${STATE_STYLE[state] ?? 'bg-slate-100 text-slate-800'}`}
          data-testid="quote-status"
        >
          {STATE_TEXT[state]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Expires {quote.expirationDate.slice(0, 10)}
        {quote.singleUse ? ' · one order only' : ''}
        {quote.minPieces > 1 ? ` · at least ${quote.minPieces} pieces` : ''}
        {quote.usedByOrderNumber ? ` · used by order ${quote.usedByOrderNumber}` : ''}
      </p>
      <ul
        className="mt-2 divide-y divide-slate-100 text-sm"
        aria-label={`Items of quote ${quote.quoteNumber}`}
      >
        {quote.items.map((item) => (
          <li key={item.skuID} className="flex flex-wrap justify-between gap-2 py-1">
            <span>
              {item.brandName} {item.styleName} · {item.colorName} · {item.sizeName}{' '}
              <span className="text-slate-600">({item.sku})</span>
            </span>
            <span className="tabular-nums">{usd(item.price)} each</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function QuoteList() {
  const { data, error, isPending, refetch } = useQuotes();
  if (isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your quotes…
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        Could not load your quotes: {error.message}{' '}
        <button type="button" onClick={() => void refetch()} className="underline">
          Try again
        </button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        Your account has no quotes yet. Ask your account manager for one.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {data.map((quote) => (
        <QuoteCard key={quote.quoteNumber} quote={quote} />
      ))}
    </ul>
  );
}
