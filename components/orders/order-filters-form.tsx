'use client';

import { useState } from 'react';
import type { OrderFilters } from '@/lib/client/orders-types';

const STATUSES = ['In Progress', 'Shipped', 'Completed', 'Cancelled'];

interface Props {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

/** Status, order-date range and PO number; applied on submit so typing does not refetch. */
export function OrderFiltersForm({ filters, onApply }: Props) {
  const [draft, setDraft] = useState(filters);
  const set = (patch: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      role="search"
      aria-label="Filter orders"
      className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-5 sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
    >
      <div>
        <label htmlFor="filter-status" className="block text-sm font-medium">
          Status
        </label>
        <select
          id="filter-status"
          className="mt-1 w-full rounded border border-slate-300 bg-white px-2 py-1"
          value={draft.status}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">Any</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className="block text-sm font-medium">
          Placed from
        </label>
        <input
          id="filter-from"
          type="date"
          className="mt-1 w-full rounded border border-slate-300 px-2 py-1"
          value={draft.from}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-medium">
          Placed to
        </label>
        <input
          id="filter-to"
          type="date"
          className="mt-1 w-full rounded border border-slate-300 px-2 py-1"
          value={draft.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor="filter-po" className="block text-sm font-medium">
          PO number
        </label>
        <input
          id="filter-po"
          className="mt-1 w-full rounded border border-slate-300 px-2 py-1"
          value={draft.poNumber}
          onChange={(e) => set({ poNumber: e.target.value })}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-1.5 font-medium text-white hover:bg-brand-700"
        >
          Filter
        </button>
        <button
          type="button"
          className="rounded-md px-3 py-1.5 text-slate-700 hover:bg-slate-100"
          onClick={() => {
            const cleared = { status: '', from: '', to: '', poNumber: '', page: 1 };
            setDraft(cleared);
            onApply(cleared);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
