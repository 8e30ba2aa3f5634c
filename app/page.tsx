import Link from 'next/link';

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-16">
      <h1 className="text-3xl font-semibold text-brand-900">Apparel Portal</h1>
      <p className="text-lg text-slate-700">
        Wholesale apparel: browse the catalog with live stock in every warehouse, build a cart, and
        place orders that ship from the warehouses that suit you best.
      </p>
      <div className="flex gap-3">
        <Link
          href="/sign-in"
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          Sign in
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        Developers: the REST interface lives under <code>/v2/</code> and the PromoStandards
        purchase-order service at <code>/PurchaseOrder/v1/PurchaseOrderService.svc?wsdl</code>.
      </p>
    </main>
  );
}
