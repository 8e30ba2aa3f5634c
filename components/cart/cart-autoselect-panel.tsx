'use client';

import type { CartSettingsPatch, CartView } from '@/lib/contracts/cart';

interface Props {
  cart: CartView;
  save: (patch: CartSettingsPatch) => void;
}

/** Let the service choose warehouses (fewest shipments or fastest delivery), within limits. */
export function CartAutoselectPanel({ cart, save }: Props) {
  const s = cart.settings;
  const toggleWarehouse = (code: string, on: boolean) =>
    save({ warehouses: on ? [...s.warehouses, code] : s.warehouses.filter((w) => w !== code) });
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">Warehouses</legend>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={s.autoselect}
          onChange={(e) => save({ autoselect: e.target.checked })}
        />
        Let us choose the warehouses
      </label>
      <p id="autoselect-note" className="text-xs text-slate-600">
        {s.autoselect
          ? 'We pick warehouses for the lines you leave to us (a line may ship from several); a warehouse you choose on a line is kept.'
          : 'Each line ships from the warehouse you choose for it.'}
      </p>
      {s.autoselect && (
        <>
          <div role="radiogroup" aria-label="Optimize for" className="flex flex-wrap gap-4">
            {(
              [
                ['fewest', 'Fewest shipments'],
                ['fastest', 'Fastest delivery'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="autoselect-preference"
                  value={value}
                  checked={s.preference === value}
                  onChange={() => save({ preference: value })}
                />
                {label}
              </label>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            Maximum days in transit (fewest)
            <input
              type="number"
              min={1}
              max={30}
              className="w-16 rounded border border-slate-300 px-2 py-1"
              value={s.maxDaysInTransit}
              onChange={(e) => {
                const value = Number(e.target.value);
                if (Number.isInteger(value) && value >= 1 && value <= 30) {
                  save({ maxDaysInTransit: value });
                }
              }}
            />
          </label>
          <fieldset>
            <legend className="text-sm">Only ship from (none checked: any warehouse)</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {cart.warehouses.map((code) => (
                <label key={code} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={s.warehouses.includes(code)}
                    onChange={(e) => toggleWarehouse(code, e.target.checked)}
                  />
                  {code}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
