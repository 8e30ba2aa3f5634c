'use client';
import { useState } from 'react';
import { useDeleteCrossRef, useRenameCrossRef, type CrossRefWire } from '@/lib/client/cross-refs';

/** One cross reference, editable in place (rename and/or re-point), or deleted after a confirm. */
export function CrossRefRow({ crossRef }: { crossRef: CrossRefWire }) {
  const [editing, setEditing] = useState(false);
  const [yourSku, setYourSku] = useState(crossRef.yourSku);
  const [identifier, setIdentifier] = useState(crossRef.sku);
  const rename = useRenameCrossRef();
  const remove = useDeleteCrossRef();
  const error = rename.error ?? remove.error;

  const cell = 'px-2 py-2 align-top';
  return (
    <tr className="border-b border-slate-100">
      {editing ? (
        <>
          <td className={cell}>
            <input
              value={yourSku}
              onChange={(e) => setYourSku(e.target.value)}
              aria-label={`New name for ${crossRef.yourSku}`}
              className="w-36 rounded border border-slate-300 px-2 py-1"
            />
          </td>
          <td className={cell} colSpan={2}>
            <input
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              aria-label={`Our sku, gtin or sku id for ${crossRef.yourSku}`}
              className="w-40 rounded border border-slate-300 px-2 py-1"
            />
          </td>
        </>
      ) : (
        <>
          <th scope="row" className={`${cell} text-left font-medium`}>
            {crossRef.yourSku}
          </th>
          <td className={cell}>
            {crossRef.sku}
            <span className="block text-xs text-slate-500">gtin {crossRef.gtin}</span>
          </td>
          <td className={cell}>
            {crossRef.brandName} {crossRef.styleName}, {crossRef.colorName}, {crossRef.sizeName}
          </td>
        </>
      )}
      <td className={`${cell} whitespace-nowrap`}>
        {editing ? (
          <span className="flex gap-2">
            <button
              type="button"
              disabled={rename.isPending}
              onClick={() =>
                rename.mutate(
                  { from: crossRef.yourSku, to: yourSku.trim(), identifier: identifier.trim() },
                  { onSuccess: () => setEditing(false) },
                )
              }
              className="rounded bg-brand-600 px-3 py-1 text-sm text-white disabled:opacity-50"
            >
              Save
            </button>
            <button
              type="button"
              onClick={() => {
                setEditing(false);
                setYourSku(crossRef.yourSku);
                setIdentifier(crossRef.sku);
                rename.reset();
              }}
              className="rounded border border-slate-300 px-3 py-1 text-sm"
            >
              Cancel
            </button>
          </span>
        ) : (
          <span className="flex gap-2">
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${crossRef.yourSku}`}
              className="rounded border border-slate-300 px-3 py-1 text-sm"
            >
              Edit
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(`Delete the cross reference ${crossRef.yourSku}?`)) {
                  remove.mutate(crossRef.yourSku);
                }
              }}
              aria-label={`Delete ${crossRef.yourSku}`}
              className="rounded border border-red-300 px-3 py-1 text-sm text-red-700"
            >
              Delete
            </button>
          </span>
        )}
        {error && (
          <span role="alert" className="mt-1 block max-w-xs whitespace-normal text-xs text-red-700">
            {error.message}
          </span>
        )}
      </td>
    </tr>
  );
}
