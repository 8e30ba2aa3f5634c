'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartSettingsPatch, CartView } from '@/lib/contracts/cart';
import type { CartCheckoutRequest } from '@/lib/contracts/cart-order-request';
import { cartProblems } from '@/lib/contracts/cart-problems';
import { cartKeys, useCart, useUpdateCartSettings } from '@/lib/client/cart';
import { ApiError } from '@/lib/client/cart-http';
import { useCartPreview, useCheckoutCart } from '@/lib/client/cart-checkout';
import { CartAutoselectPanel } from './cart-autoselect-panel';
import { CartCheckoutForm } from './cart-checkout-form';
import { DraftsProvider, useDraftTracker } from './cart-drafts';
import { CartLines } from './cart-lines';
import { CartPaymentChoice } from './cart-payment-choice';
import { CartPreview } from './cart-preview';
import { CartTransitPanel } from './cart-transit-panel';

/** Fields whose preview errors appear beside the field itself. */
const FIELD_ERRORS = [
  'quoteNumber',
  'promotionCode',
  'poNumber',
  'emailConfirmation',
  'shippingAddress.zip',
  'shippingAddress.address',
];

/**
 * `buyerEmail`: the signed-in user's e-mail (their saved payment methods are listed by it);
 * `initialCart`: the cart as the server rendered the page.
 */
export function CartPageClient({
  buyerEmail,
  initialCart,
}: {
  buyerEmail: string;
  initialCart: CartView;
}) {
  const cartQuery = useCart(initialCart);
  const settings = useUpdateCartSettings();
  const placing = useCheckoutCart();
  const client = useQueryClient();
  const router = useRouter();
  const cart = cartQuery.data;
  const drafts = useDraftTracker();
  const [profileID, setProfileID] = useState<number | undefined>();

  const problems = useMemo(() => (cart ? cartProblems(cart) : []), [cart]);
  const extras = useMemo<CartCheckoutRequest>(
    () =>
      profileID === undefined
        ? {}
        : { paymentProfile: { email: buyerEmail, profileID: profileID } },
    [profileID, buyerEmail],
  );
  // The server prices the stored cart itself (nothing is written by a preview), so it asks only
  // once a settings change is saved: the shown settings change at once (optimistically), and a
  // preview made before the save lands would price the old ones under the new settings' key.
  const preview = useCartPreview(cart, extras, problems.length === 0 && !settings.isPending);
  const previewError = preview.error;
  const lineErrors = preview.data?.lineErrors ?? [];
  const fieldError = useCallback(
    (field: string) =>
      previewError instanceof ApiError ? previewError.messageFor(field) : undefined,
    [previewError],
  );
  const fieldReason = useCallback(
    (field: string) =>
      previewError instanceof ApiError ? previewError.reasonFor(field) : undefined,
    [previewError],
  );
  const save = useCallback((patch: CartSettingsPatch) => settings.mutate(patch), [settings]);
  // The confirmation goes to the buyer unless they give another address.
  const emailMissing = cart !== undefined && cart.settings.emailConfirmation === '';
  const prefilled = useRef(false);
  useEffect(() => {
    if (!emailMissing || !buyerEmail || prefilled.current) return;
    prefilled.current = true;
    save({ emailConfirmation: buyerEmail });
  }, [emailMissing, buyerEmail, save]);
  const refreshCutOffs = useCallback(
    () => void client.invalidateQueries({ queryKey: cartKeys.all }),
    [client],
  );

  if (cartQuery.isPending) {
    return (
      <p role="status" className="py-8 text-slate-600">
        Loading your cart…
      </p>
    );
  }
  if (cartQuery.isError) {
    return (
      <div role="alert" className="rounded bg-red-50 p-4 text-red-800">
        <p>Your cart could not be loaded: {cartQuery.error.message}</p>
        <button type="button" className="mt-2 underline" onClick={() => void cartQuery.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!cart) return null;
  if (cart.lines.length === 0) {
    return (
      <div className="rounded border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-lg">Your cart is empty.</p>
        <p className="mt-2 text-slate-600">
          Add items from the{' '}
          <Link href="/catalog" className="text-brand-700 underline">
            catalog
          </Link>{' '}
          or with{' '}
          <Link href="/quick-order" className="text-brand-700 underline">
            quick order
          </Link>
          .
        </p>
      </div>
    );
  }

  const canPlace =
    problems.length === 0 &&
    preview.isSuccess &&
    lineErrors.length === 0 &&
    !preview.isFetching &&
    !settings.isPending &&
    !drafts.anyDirty;
  const place = () => {
    placing.mutate(extras, {
      onSuccess: (orders) => {
        const orderNumber = orders[0]?.orderNumber;
        if (orderNumber) router.push(`/orders/${encodeURIComponent(orderNumber)}?placed=1`);
      },
    });
  };

  return (
    <DraftsProvider value={drafts.report}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <CartLines
            cart={cart}
            lineErrors={lineErrors}
            orders={preview.data?.orders}
            quotedLines={preview.data?.quotedLines ?? []}
          />
          <CartAutoselectPanel cart={cart} save={save} />
          {settings.error && (
            <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">
              {settings.error.message}
            </p>
          )}
          <CartCheckoutForm
            cart={cart}
            save={save}
            fieldError={fieldError}
            fieldReason={fieldReason}
          />
          <CartPaymentChoice email={buyerEmail} value={profileID} onChange={setProfileID} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <CartPreview
            problems={problems}
            isFetching={preview.isFetching}
            orders={preview.data?.orders}
            lineErrorCount={lineErrors.length}
            error={previewError}
            shownElsewhere={(field) => FIELD_ERRORS.includes(field)}
            quotedLines={preview.data?.quotedLines ?? []}
          />
          {placing.error && (
            <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">
              {placing.error.message}
            </p>
          )}
          <button
            type="button"
            className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
            disabled={!canPlace || placing.isPending}
            onClick={place}
          >
            {placing.isPending ? 'Placing your order…' : 'Place order'}
          </button>
          <section
            aria-labelledby="transit-heading"
            className="rounded border border-slate-200 bg-white p-4"
          >
            <h2 id="transit-heading" className="mb-2 text-lg font-semibold">
              Shipping today
            </h2>
            <CartTransitPanel
              transit={cart.transit}
              zip={cart.settings.shippingAddress.zip}
              skewMs={cart.serverNow - cartQuery.dataUpdatedAt}
              onCutOffPassed={refreshCutOffs}
            />
          </section>
        </aside>
      </div>
    </DraftsProvider>
  );
}
