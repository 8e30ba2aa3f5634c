import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Apparel Portal', template: '%s · Apparel Portal' },
  description: 'Wholesale apparel ordering: catalog, stock by warehouse, orders.',
  // app/icon.svg is the favicon; the manifest lets a buyer put the portal on a phone's home screen.
  manifest: '/manifest.webmanifest',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
