'use client';

import type { CartSettingsPatch } from '@/lib/contracts/cart';
import { useUsedAddresses, type UsedAddress } from '@/lib/client/checkout-options';

const label = (a: UsedAddress) => `${a.customer}, ${a.address}, ${a.city} ${a.state} ${a.zip}`;

/** Ship-to addresses of earlier orders, one choice away. Hidden when there are none. */
export function CartUsedAddresses({ save }: { save: (patch: CartSettingsPatch) => void }) {
  const addresses = useUsedAddresses();
  const list = addresses.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="sm:col-span-6">
      <label htmlFor="used-address" className="block text-sm font-medium">
        Ship to an address used before
      </label>
      <select
        id="used-address"
        className="mt-1 w-full rounded border border-slate-300 bg-white px-2 py-1"
        value=""
        onChange={(e) => {
          const chosen = list[Number(e.target.value)];
          if (!chosen) return;
          const { customer, attn, address, city, state, zip } = chosen;
          save({ shippingAddress: { customer, attn, address, city, state, zip } });
        }}
      >
        <option value="">Choose an earlier address…</option>
        {list.map((a, index) => (
          <option key={label(a)} value={index}>
            {label(a)}
          </option>
        ))}
      </select>
    </div>
  );
}
