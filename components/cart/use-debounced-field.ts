'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A text field's draft that saves itself `delayMs` after the last keystroke, and follows the
 * server's value while the buyer is not typing (another tab or device may change it).
 */
export function useDebouncedField(
  serverValue: string,
  save: (value: string) => void,
  delayMs = 450,
): [string, (value: string) => void] {
  const [draft, setDraft] = useState(serverValue);
  const pending = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (!pending.current) setDraft(serverValue);
  }, [serverValue]);

  useEffect(() => {
    if (!pending.current) return;
    const id = setTimeout(() => {
      pending.current = false;
      if (draft !== serverValue) saveRef.current(draft);
    }, delayMs);
    return () => clearTimeout(id);
  }, [draft, serverValue, delayMs]);

  return [
    draft,
    (value: string) => {
      pending.current = true;
      setDraft(value);
    },
  ];
}
