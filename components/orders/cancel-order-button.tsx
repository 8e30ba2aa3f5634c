'use client';

import { useRouter } from 'next/navigation';
import { cancelOrder } from '@/lib/client/order-http';
import { useAction } from '@/lib/client/use-action';
import { durationInWords, formatDuration } from './format-duration';
import { useNow } from './use-now';

interface Props {
  orderNumber: string;
  /** Epoch ms when the ten-minute window closes. */
  deadline: number;
}

/** Cancel, with a live countdown of the window; gone once the window has closed. */
export function CancelOrderButton({ orderNumber, deadline }: Props) {
  const now = useNow();
  const router = useRouter();
  // The order page is rendered on the server: a refresh shows the cancelled order.
  const cancel = useAction(
    () => cancelOrder(orderNumber),
    () => router.refresh(),
  );
  if (now === null || now >= deadline) {
    return cancel.error ? <CancelError message={cancel.error.message} /> : null;
  }
  const left = deadline - now;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 p-3">
      <button
        type="button"
        className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:bg-slate-400"
        disabled={cancel.isPending || cancel.isSuccess}
        onClick={() => {
          if (window.confirm(`Cancel order ${orderNumber}? This cannot be undone.`))
            cancel.mutate(undefined);
        }}
      >
        {cancel.isPending || cancel.isSuccess ? 'Cancelling…' : 'Cancel order'}
      </button>
      <p className="text-sm">
        You can cancel for another{' '}
        <span
          role="timer"
          data-testid="cancel-countdown"
          aria-label={durationInWords(left)}
          className="font-semibold tabular-nums"
        >
          {formatDuration(left)}
        </span>
        .
      </p>
      {cancel.error && <CancelError message={cancel.error.message} />}
    </div>
  );
}

function CancelError({ message }: { message: string }) {
  return (
    <p role="alert" className="w-full text-sm text-red-800">
      The order could not be cancelled: {message}
    </p>
  );
}
