'use client';

import type { CartSettingsPatch, CartView } from '@/lib/contracts/cart';
import { SHIPPING_METHODS } from '@/lib/contracts/shipping-methods';
import { CartPoWarning } from './cart-po-warning';
import { CartUsedAddresses } from './cart-used-addresses';
import { SettingTextField } from './setting-text-field';

interface Props {
  cart: CartView;
  save: (patch: CartSettingsPatch) => void;
  /** Messages of the last preview, by request field (quoteNumber, promotionCode, …). */
  fieldError: (field: string) => string | undefined;
  /** The server's reason code for a field's error (e.g. a quote's 'expired'). */
  fieldReason: (field: string) => string | undefined;
}

/** The buyer's words for each reason code the server gives for a refused quote. */
const QUOTE_REASONS: Record<string, string> = {
  unknown: 'Your account has no quote with this number. Check it on the Quotes page.',
  pending: 'This quote is not approved yet: it can be used once it is approved.',
  rejected: 'This quote was not approved.',
  expired: 'This quote has expired. Ask your account manager for a new one.',
  used: 'This quote was for one order only and has already been used.',
};

/** Pricing (quote, promotion) and shipping (address, method, PO, blind, confirmation e-mail). */
export function CartCheckoutForm({ cart, save, fieldError, fieldReason }: Props) {
  const quoteReason = fieldReason('quoteNumber');
  const s = cart.settings;
  const a = s.shippingAddress;
  const address = (field: keyof typeof a) => (value: string) =>
    save({ shippingAddress: { [field]: value } });
  return (
    <div className="space-y-4">
      <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">Pricing</legend>
        <SettingTextField
          id="quote-number"
          label="Quote number"
          value={s.quoteNumber}
          onSave={(quoteNumber) => save({ quoteNumber })}
          error={fieldError('quoteNumber')}
          {...(quoteReason && QUOTE_REASONS[quoteReason]
            ? { errorDetail: QUOTE_REASONS[quoteReason] }
            : {})}
          hint="Checked as you type against your approved quotes."
          maxLength={40}
        />
        <SettingTextField
          id="promotion-code"
          label="Promotion code"
          value={s.promotionCode}
          onSave={(promotionCode) => save({ promotionCode })}
          error={fieldError('promotionCode')}
          maxLength={40}
        />
      </fieldset>
      <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-6">
        <legend className="px-1 font-semibold">Ship to</legend>
        <CartUsedAddresses save={save} />
        <SettingTextField
          id="ship-customer"
          label="Company"
          value={a.customer}
          onSave={address('customer')}
          className="sm:col-span-3"
          autoComplete="organization"
        />
        <SettingTextField
          id="ship-attn"
          label="Attention"
          value={a.attn}
          onSave={address('attn')}
          className="sm:col-span-3"
          autoComplete="name"
        />
        <SettingTextField
          id="ship-address"
          label="Street address"
          value={a.address}
          onSave={address('address')}
          className="sm:col-span-6"
          autoComplete="street-address"
          error={fieldError('shippingAddress.address')}
        />
        <SettingTextField
          id="ship-city"
          label="City"
          value={a.city}
          onSave={address('city')}
          className="sm:col-span-3"
          autoComplete="address-level2"
        />
        <SettingTextField
          id="ship-state"
          label="State"
          value={a.state}
          onSave={(v) => address('state')(v.toUpperCase())}
          className="sm:col-span-1"
          maxLength={2}
          autoComplete="address-level1"
        />
        <SettingTextField
          id="ship-zip"
          label="Zip"
          value={a.zip}
          onSave={address('zip')}
          className="sm:col-span-2"
          maxLength={5}
          autoComplete="postal-code"
          error={fieldError('shippingAddress.zip')}
        />
        <label className="flex items-center gap-2 text-sm sm:col-span-6">
          <input
            type="checkbox"
            checked={a.residential}
            onChange={(e) => save({ shippingAddress: { residential: e.target.checked } })}
          />
          Residential address
        </label>
      </fieldset>
      <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">Shipping and confirmation</legend>
        <div>
          <label htmlFor="shipping-method" className="block text-sm font-medium">
            Shipping method
          </label>
          <select
            id="shipping-method"
            className="mt-1 w-full rounded border border-slate-300 bg-white px-2 py-1"
            value={s.shippingMethod}
            onChange={(e) => save({ shippingMethod: e.target.value })}
          >
            {SHIPPING_METHODS.map((m) => (
              <option key={m.code} value={m.code}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <SettingTextField
          id="po-number"
          label="PO number"
          value={s.poNumber}
          onSave={(poNumber) => save({ poNumber })}
          maxLength={50}
          error={fieldError('poNumber')}
        />
        <CartPoWarning poNumber={s.poNumber} />
        <SettingTextField
          id="confirmation-email"
          type="email"
          label="Confirmation e-mail"
          value={s.emailConfirmation}
          onSave={(emailConfirmation) => save({ emailConfirmation })}
          autoComplete="email"
          error={fieldError('emailConfirmation')}
        />
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            checked={s.shipBlind}
            onChange={(e) => save({ shipBlind: e.target.checked })}
          />
          Blind shipping (no supplier name on the package)
        </label>
      </fieldset>
    </div>
  );
}
