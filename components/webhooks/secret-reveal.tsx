'use client';
import { useState } from 'react';

interface Props {
  /** What the secret is for, e.g. "https://example.com/hooks". */
  endpointUrl: string;
  secret: string;
  /** true after a rotation: the previous secret still signs for a while. */
  rotated: boolean;
  onDismiss: () => void;
}

/** A signing secret, shown this once with a copy button (the API never shows it again). */
export function SecretReveal({ endpointUrl, secret, rotated, onDismiss }: Props) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="status"
      data-testid="webhook-secret"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <p className="text-sm font-medium text-amber-900">
        {rotated ? 'The new signing secret' : 'The signing secret'} of {endpointUrl}. Copy it now:
        it is shown only this once.
        {rotated &&
          ' The previous secret keeps signing alongside it for 24 hours, so your receiver can switch over.'}
      </p>
      <label className="flex flex-col gap-1 text-sm">
        Signing secret
        <input
          readOnly
          // The one chance to copy it: focus (and so select) it where it appears.
          autoFocus
          value={secret}
          onFocus={(e) => e.target.select()}
          className="rounded border border-slate-300 bg-white px-2 py-1 font-mono"
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(secret)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
        >
          {copied ? 'Copied' : 'Copy secret'}
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
        >
          I have saved it
        </button>
      </div>
    </div>
  );
}
