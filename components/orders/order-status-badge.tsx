const tone: Record<string, string> = {
  'In Progress': 'bg-blue-100 text-blue-900',
  Shipped: 'bg-green-100 text-green-900',
  Completed: 'bg-green-100 text-green-900',
  Cancelled: 'bg-slate-200 text-slate-800',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${tone[status] ?? 'bg-slate-100'}`}>
      {status}
    </span>
  );
}
