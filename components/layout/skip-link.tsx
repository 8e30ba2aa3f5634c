/** The first focusable element of every page: jumps past the header to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
    >
      Skip to content
    </a>
  );
}
