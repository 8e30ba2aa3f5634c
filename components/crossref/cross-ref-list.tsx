'use client';
import { useCrossRefs } from '@/lib/client/cross-refs';
import { CrossRefRow } from './cross-ref-row';

export function CrossRefList() {
  const { data, error, isPending, refetch } = useCrossRefs();
  if (isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your cross references…
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        Could not load your cross references: {error.message}{' '}
        <button type="button" onClick={() => void refetch()} className="underline">
          Try again
        </button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        No cross references yet. Add your own sku names above to order by them in quick order and
        through the API.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Your cross references</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">
              Your sku
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Our sku
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Product
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((ref) => (
            <CrossRefRow key={ref.yourSku} crossRef={ref} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
