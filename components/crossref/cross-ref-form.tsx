'use client';
import { useState, type FormEvent } from 'react';
import { usePutCrossRef } from '@/lib/client/cross-refs';

/** Adds a cross reference: the buyer's own sku name for one of our skus. */
export function CrossRefForm() {
  const [yourSku, setYourSku] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [saved, setSaved] = useState<string | undefined>();
  const put = usePutCrossRef();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    put.mutate(
      { yourSku: yourSku.trim(), identifier: identifier.trim() },
      {
        onSuccess: () => {
          setSaved(yourSku.trim());
          setYourSku('');
          setIdentifier('');
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="add-crossref"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="add-crossref" className="font-semibold">
        Add a cross reference
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Your sku
          <input
            value={yourSku}
            onChange={(e) => setYourSku(e.target.value)}
            required
            maxLength={50}
            aria-describedby="yoursku-help"
            className="rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Our sku, gtin or sku id
          <input
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            required
            maxLength={40}
            className="rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          disabled={put.isPending}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {put.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      <p id="yoursku-help" className="text-xs text-slate-500">
        Letters, digits, hyphen, underscore and space. Saving an existing name re-points it.
      </p>
      {put.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {put.error.message}
        </p>
      )}
      <p role="status" className="text-sm text-emerald-800">
        {saved && `Saved ${saved}.`}
      </p>
    </form>
  );
}
