'use client';

import { usePaymentMethods } from '@/lib/client/checkout-options';

interface Props {
  email: string;
  /** The chosen saved method's profileID; undefined: the account's terms. */
  value: number | undefined;
  onChange: (profileID: number | undefined) => void;
}

/** Pay on the account's terms or with one of the user's saved cards or bank accounts. */
export function CartPaymentChoice({ email, value, onChange }: Props) {
  const methods = usePaymentMethods(email);
  return (
    <fieldset className="rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">Payment</legend>
      <label htmlFor="payment-method" className="block text-sm font-medium">
        Pay with
      </label>
      <select
        id="payment-method"
        className="mt-1 w-full rounded border border-slate-300 bg-white px-2 py-1"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        <option value="">Your account&apos;s terms (invoice)</option>
        {(methods.data ?? []).map((m) => (
          <option key={m.profileID} value={m.profileID}>
            {m.profileType === 'Bank' ? 'Bank account' : 'Card'}: {m.name}
          </option>
        ))}
      </select>
      {methods.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Saved payment methods could not be loaded: {methods.error.message}
        </p>
      )}
    </fieldset>
  );
}
