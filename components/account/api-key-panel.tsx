'use client';
import Link from 'next/link';
import { useActionState } from 'react';

export interface ApiKeyState {
  accountNumber?: string;
  /** The new clear key: shown this once, never again. */
  apiKey?: string;
  error?: string;
}

interface Props {
  accountNumber: string;
  activeHint: string | undefined;
  regenerate: () => Promise<ApiKeyState>;
}

export function ApiKeyPanel({ accountNumber, activeHint, regenerate }: Props) {
  const [state, action, pending] = useActionState(() => regenerate(), {});
  return (
    <section
      aria-labelledby="api-key-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="api-key-heading" className="text-lg font-semibold">
        API key
      </h2>
      <p className="text-sm text-slate-700">
        Scripts call the REST interface with HTTP Basic: user name = account number{' '}
        <strong>{accountNumber}</strong>, password = the API key.{' '}
        {state.apiKey
          ? null
          : activeHint
            ? `The current key ends in …${activeHint}.`
            : 'There is no active key.'}
      </p>
      <p className="text-sm text-slate-700">
        The{' '}
        <Link href="/docs" className="font-medium text-brand-700 underline">
          API docs
        </Link>{' '}
        describe every call, let you try them as this account, and have guides to a first call, safe
        ordering, webhooks, errors and limits.
      </p>
      {state.apiKey && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
        >
          <p className="text-sm font-medium text-amber-900">
            Your new API key. Copy it now: it is shown only this once. The old key no longer works.
          </p>
          <label className="flex flex-col gap-1 text-sm">
            New API key
            <input
              readOnly
              value={state.apiKey}
              onFocus={(e) => e.target.select()}
              className="rounded border border-slate-300 bg-white px-2 py-1 font-mono"
            />
          </label>
          <button
            type="button"
            onClick={() => void navigator.clipboard?.writeText(state.apiKey ?? '')}
            className="self-start rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
          >
            Copy
          </button>
        </div>
      )}
      {state.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.error}
        </p>
      )}
      <form
        action={action}
        onSubmit={(event) => {
          if (
            !window.confirm(
              'Regenerate the API key? Scripts using the current key will stop working.',
            )
          ) {
            event.preventDefault();
          }
        }}
      >
        <button
          type="submit"
          disabled={pending}
          className="rounded-md border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          {pending ? 'Regenerating…' : 'Regenerate API key'}
        </button>
      </form>
    </section>
  );
}
