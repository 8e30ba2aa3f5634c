import Link from 'next/link';
import { formatUsd } from '@/lib/domain/money';

export interface StyleCardData {
  styleId: number;
  brandName: string;
  styleName: string;
  title: string;
  styleImage: string;
  newStyle: boolean;
  sustainableStyle: boolean;
  colorCount: number;
  qty: number;
  minPriceCents: number;
  maxPriceCents: number;
  onSale: boolean;
}

function Badge({ children, tone }: { children: string; tone: 'blue' | 'green' | 'red' }) {
  const tones = {
    blue: 'bg-brand-50 text-brand-700',
    green: 'bg-emerald-50 text-emerald-800',
    red: 'bg-red-50 text-red-700',
  };
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
  );
}

/** `aboveTheFold`: in the first rows, so the image loads at once and first (the page's LCP). */
export function StyleCard({
  style,
  aboveTheFold = false,
}: {
  style: StyleCardData;
  aboveTheFold?: boolean;
}) {
  const price =
    style.minPriceCents === style.maxPriceCents
      ? formatUsd(style.minPriceCents)
      : `${formatUsd(style.minPriceCents)} – ${formatUsd(style.maxPriceCents)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600">
      <Link href={`/styles/${style.styleId}`} className="flex flex-1 flex-col outline-none">
        {/* width/height reserve the box before the image arrives: no layout shift. */}
        <img
          src={`/${style.styleImage}`}
          alt={`${style.brandName} ${style.styleName}`}
          width={300}
          height={300}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={aboveTheFold ? 'high' : 'auto'}
          className="aspect-square w-full bg-slate-100 object-contain"
        />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-xs uppercase tracking-wide text-slate-500">{style.brandName}</p>
          <h2 className="font-semibold text-slate-900">{style.styleName}</h2>
          <p className="line-clamp-2 text-sm text-slate-600">{style.title}</p>
          <div className="flex flex-wrap gap-1">
            {style.newStyle && <Badge tone="blue">New</Badge>}
            {style.sustainableStyle && <Badge tone="green">Sustainable</Badge>}
            {style.onSale && <Badge tone="red">Sale</Badge>}
          </div>
          <p className="mt-auto pt-2 text-sm">
            <span className="font-semibold text-slate-900">{price}</span>
            <span className="text-slate-500"> your price</span>
          </p>
          <p className="text-xs text-slate-500">
            {style.colorCount} colors · {style.qty.toLocaleString('en-US')} in stock
          </p>
        </div>
      </Link>
    </li>
  );
}
