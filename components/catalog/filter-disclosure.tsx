'use client';
import { useId, useState, type ReactNode } from 'react';

/**
 * On phones the filters fold away behind a button so the styles come first; from the md width up
 * they are always shown. Pure CSS decides the first paint, so nothing shifts when scripts load.
 */
export function FilterDisclosure({
  activeCount,
  children,
}: {
  activeCount: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm font-medium md:hidden"
      >
        {open ? 'Hide filters' : 'Show filters'}
        {activeCount > 0 && ` (${activeCount} active)`}
      </button>
      <div id={id} className={`${open ? 'flex' : 'hidden'} flex-col gap-5 md:flex`}>
        {children}
      </div>
    </>
  );
}
