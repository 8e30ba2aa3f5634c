export default function PortalLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-32 animate-pulse rounded-lg bg-slate-200" />
      <div className="h-32 animate-pulse rounded-lg bg-slate-200" />
    </div>
  );
}
