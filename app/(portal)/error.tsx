'use client';
// The portal's error state: what went wrong in words a buyer understands, and a way to retry.
export default function PortalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-900">This page could not be loaded</h1>
      <p className="mt-1 text-sm text-red-800">
        Something went wrong on our side. Your cart and orders are safe.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800"
      >
        Try again
      </button>
    </div>
  );
}
