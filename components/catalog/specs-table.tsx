import type { SpecRecord } from '@/lib/domain/catalog';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Specs pivoted: one row per spec name, one column per size. */
export function SpecsTable({ specs, sizes }: { specs: SpecRecord[]; sizes: string[] }) {
  const names = [...new Set(specs.map((s) => s.specName))];
  const value = (name: string, size: string) =>
    specs.find((s) => s.specName === name && s.sizeName === size)?.value ?? '—';
  const columns = sizes.filter((size) => specs.some((s) => s.sizeName === size));
  return (
    <div>
      <h2 id="specs-heading" className="mb-2 text-lg font-semibold">
        Specs
      </h2>
      {names.length === 0 ? (
        <p className="text-sm text-slate-600">No specs for this style.</p>
      ) : (
        <ScrollRegion label="Specs">
          <table aria-labelledby="specs-heading" className="min-w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Spec
                </th>
                {columns.map((size) => (
                  <th key={size} scope="col" className="py-1 pr-3 font-medium">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {name}
                  </th>
                  {columns.map((size) => (
                    <td key={size} className="py-1 pr-3">
                      {value(name, size)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
