import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GuideView } from '@/components/docs/guide-view';
import { guideBySlug, guides } from '@/components/docs/guides';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return guides.map((guide) => ({ slug: guide.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = guideBySlug((await params).slug);
  return { title: guide ? guide.title : 'Guide not found' };
}

export default async function GuidePage({ params }: Props) {
  const guide = guideBySlug((await params).slug);
  if (!guide) notFound();
  return <GuideView guide={guide} />;
}
