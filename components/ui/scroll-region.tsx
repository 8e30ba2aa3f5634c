import type { ReactNode } from 'react';

/**
 * A horizontally scrolling box for a wide table of plain text at phone widths. Keyboard users
 * can only scroll a box they can focus, and a table of text has nothing focusable in it, so the
 * box itself takes focus and is named for screen readers (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}
