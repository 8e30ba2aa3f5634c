export default function StyleLoading() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <span className="sr-only">Loading the style…</span>
      <div className="aspect-square animate-pulse rounded-lg bg-slate-200" />
      <div className="flex flex-col gap-3">
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-40 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
