'use client';

import { createContext, useCallback, useContext, useEffect, useState } from 'react';

type Report = (id: string, dirty: boolean) => void;

const DraftsContext = createContext<Report>(() => undefined);

/**
 * Which checkout fields hold typing not yet saved. The order must not be placed (or previewed
 * as final) from a cart that is about to change.
 */
export function useDraftTracker(): { report: Report; anyDirty: boolean } {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((id, isDirty) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { report, anyDirty: dirty.size > 0 };
}

export const DraftsProvider = DraftsContext.Provider;

/** Reports a field's unsaved state to the cart page while it is mounted. */
export function useReportDraft(id: string, dirty: boolean): void {
  const report = useContext(DraftsContext);
  useEffect(() => {
    report(id, dirty);
  }, [report, id, dirty]);
  useEffect(() => () => report(id, false), [report, id]);
}
