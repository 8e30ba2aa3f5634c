import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { sanitizeDescription } from '@/components/catalog/safe-html';
import { SpecsTable } from '@/components/catalog/specs-table';
import type { StyleColor, StyleSku } from '@/components/catalog/style-types';
import { StyleWorkbench } from '@/components/catalog/style-workbench';
import type { ColorRecord } from '@/lib/domain/catalog';
import { loadStylePage, styleLabel } from '@/lib/server/portal-catalog';
import { requireSession } from '@/lib/server/session';

type Props = { params: Promise<{ styleId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = Number((await params).styleId);
  const label = Number.isInteger(id) && id > 0 ? await styleLabel(id) : undefined;
  return { title: label ?? 'Style' };
}

function colorImages(color: ColorRecord): StyleColor['images'] {
  const views: [string, string][] = [
    [color.frontImage, 'Front'],
    [color.backImage, 'Back'],
    [color.sideImage, 'Side'],
    [color.directSideImage, 'Direct side'],
    [color.onModelFrontImage, 'On model, front'],
    [color.onModelSideImage, 'On model, side'],
    [color.onModelBackImage, 'On model, back'],
  ];
  return views.filter(([src]) => src !== '').map(([src, label]) => ({ src, label }));
}

export default async function StylePage({ params }: Props) {
  const { styleId } = await params;
  const id = Number(styleId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const session = await requireSession();
  const data = await loadStylePage(session, id);
  if (!data) notFound();
  const { style } = data;
  const styleImages = style.media.map((m) => ({ src: m.image, label: m.assetType }));

  const colors: StyleColor[] = data.colors.map((color) => {
    const images = colorImages(color);
    return {
      colorCode: color.colorCode,
      colorName: color.colorName,
      color1: color.color1,
      color2: color.color2,
      swatchImage: color.swatchImage,
      images: images.length > 0 ? images : styleImages,
    };
  });
  const skus: StyleSku[] = data.products.map((view) => ({
    skuId: view.product.id,
    sku: view.product.sku,
    colorCode: view.product.color.colorCode,
    sizeName: view.product.sizeName,
    caseQty: view.product.caseQty,
    piecePriceCents: view.product.piecePriceCents,
    dozenPriceCents: view.product.dozenPriceCents,
    casePriceCents: view.product.casePriceCents,
    salePriceCents: view.activeSalePriceCents,
    saleExpiresAt: view.activeSaleExpiresAt,
    customerPriceCents: view.customerPriceCents,
    stock: view.product.stock.map((s) => ({
      warehouseCode: s.warehouseCode,
      qty: s.qty,
      closeout: s.closeout,
      dropship: s.dropship,
      fullCaseOnly: s.fullCaseOnly,
      expectedInventory: s.expectedInventory,
    })),
  }));
  const sizeIndex = new Map(data.sizes.map((size, i) => [size, i]));
  skus.sort((a, b) => (sizeIndex.get(a.sizeName) ?? 0) - (sizeIndex.get(b.sizeName) ?? 0));

  return (
    <article className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/catalog" className="text-brand-700 underline">
          Catalog
        </Link>{' '}
        / {style.brandName} {style.styleName}
      </nav>
      <header>
        <p className="text-sm uppercase tracking-wide text-slate-500">{style.brandName}</p>
        <h1 className="text-2xl font-semibold text-brand-900">
          {style.styleName} · {style.title}
        </h1>
        <p className="text-sm text-slate-600">
          Part number {style.partNumber} · {style.baseCategory}
          {style.newStyle && ' · New'}
          {style.sustainableStyle && ' · Sustainable'}
        </p>
      </header>
      <StyleWorkbench
        styleLabel={`${style.brandName} ${style.styleName}`}
        colors={colors}
        skus={skus}
        warehouses={data.warehouses}
      />
      <section aria-labelledby="description-heading" className="grid gap-6 lg:grid-cols-2">
        <div>
          <h2 id="description-heading" className="mb-2 text-lg font-semibold">
            Description
          </h2>
          <div
            className="prose-sm flex flex-col gap-2 text-slate-700 [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: sanitizeDescription(style.description) }}
          />
        </div>
        <SpecsTable specs={data.specs} sizes={data.sizes} />
      </section>
    </article>
  );
}
