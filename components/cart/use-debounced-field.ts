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
): { draft: string; setDraft: (value: string) => void; flush: () => void; dirty: boolean } {
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

  return {
    draft,
    dirty: draft !== serverValue,
    setDraft: (value: string) => {
      pending.current = true;
      setDraft(value);
    },
    // Leaving the field saves at once, so a click on "Place order" never races the timer.
    flush: () => {
      if (!pending.current) return;
      pending.current = false;
      if (draft !== serverValue) saveRef.current(draft);
    },
  };
}
