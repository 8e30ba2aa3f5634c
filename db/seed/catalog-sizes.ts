// Size runs. Codes are the one-character size codes inside skus; `order` sorts sizes across runs.

export interface SizeDef {
  name: string;
  code: string;
  order: string;
  /** Steps from the run's reference size (M, YM), for specs and weights. */
  rank: number;
  priceCode: string;
  /** Price premium in basis points over the reference size (2XL and up cost more). */
  premiumBasisPoints: number;
}

const size = (
  name: string,
  code: string,
  order: number,
  rank: number,
  priceCode: string,
  premiumBasisPoints = 0,
): SizeDef => ({
  name,
  code,
  order: String(order).padStart(2, '0'),
  rank,
  priceCode,
  premiumBasisPoints,
});

const youth = [
  size('YXS', '1', 1, -2, 'Youth'),
  size('YS', '2', 2, -1, 'Youth'),
  size('YM', '3', 3, 0, 'Youth'),
  size('YL', '4', 4, 1, 'Youth'),
  size('YXL', '5', 5, 2, 'Youth'),
];

const adult = [
  size('XS', '1', 6, -2, 'S-XL'),
  size('S', '2', 7, -1, 'S-XL'),
  size('M', '3', 8, 0, 'S-XL'),
  size('L', '4', 9, 1, 'S-XL'),
  size('XL', '5', 10, 2, 'S-XL'),
  size('2XL', '6', 11, 3, '2XL', 1500),
  size('3XL', '7', 12, 4, '3XL', 3000),
  size('4XL', '8', 13, 5, '4XL-5XL', 4500),
  size('5XL', '9', 14, 6, '4XL-5XL', 4500),
];

const oneSize = [size('OSFA', '0', 15, 0, 'One Size')];

function adultRange(from: string, to: string): SizeDef[] {
  const start = adult.findIndex((s) => s.name === from);
  const end = adult.findIndex((s) => s.name === to);
  return adult.slice(start, end + 1);
}

export const sizeRuns = {
  'adult-wide': adultRange('XS', '5XL'),
  'adult-full': adultRange('S', '5XL'),
  'adult-xs': adultRange('XS', '3XL'),
  'adult-core': adultRange('S', '3XL'),
  womens: adultRange('XS', '2XL'),
  youth,
  'one-size': oneSize,
} satisfies Record<string, SizeDef[]>;

export type SizeRunKey = keyof typeof sizeRuns;
