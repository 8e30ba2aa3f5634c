'use client';

import { useReportDraft } from './cart-drafts';
import { useDebouncedField } from './use-debounced-field';

interface Props {
  id: string;
  label: string;
  value: string;
  onSave: (value: string) => void;
  /** Shown under the field and announced (e.g. the quote's message from the preview). */
  error?: string;
  /** A second sentence under the error, e.g. why the quote was refused. */
  errorDetail?: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  className?: string;
}

/** A checkout text field that saves itself shortly after the buyer stops typing. */
export function SettingTextField(props: Props) {
  const { id, label, value, onSave, error, hint, type = 'text', autoComplete, maxLength } = props;
  const { draft, setDraft, flush, dirty } = useDebouncedField(value, onSave);
  useReportDraft(id, dirty);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={`mt-1 w-full rounded border px-2 py-1 ${error ? 'border-red-600' : 'border-slate-300'}`}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={flush}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
          {props.errorDetail && (
            <span className="block font-medium" data-testid={`${id}-reason`}>
              {props.errorDetail}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
