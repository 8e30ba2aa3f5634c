// What the generated catalog is made of: base categories, tag categories and fabric lines.
// Names follow the way wholesale apparel catalogs write them.

export const baseCategories = {
  tees: { id: 21, name: 'T-Shirts' },
  tanks: { id: 36, name: 'Tank Tops' },
  polos: { id: 9, name: 'Polos' },
  fleece: { id: 59, name: 'Fleece' },
  outerwear: { id: 13, name: 'Outerwear' },
  headwear: { id: 11, name: 'Headwear' },
  bags: { id: 3, name: 'Bags' },
  bottoms: { id: 57, name: 'Bottoms' },
} as const;

export type BaseCategoryKey = keyof typeof baseCategories;

/** Secondary categories a style may also belong to, by name (ids are stable). */
export const tagCategories: Record<string, number> = {
  'Short Sleeves': 61,
  'Long Sleeves': 62,
  '100% Cotton': 63,
  Blends: 64,
  'Tri-Blends': 65,
  'Ring Spun': 66,
  Heavyweight: 67,
  Lightweight: 68,
  'Garment Dyed': 69,
  Performance: 70,
  'Moisture Wicking': 71,
  Sustainable: 72,
  Organic: 73,
  Recycled: 74,
  Mens: 75,
  Womens: 76,
  Unisex: 77,
  Youth: 78,
  Pocket: 79,
  'V-Neck': 80,
  Hooded: 81,
  Crewneck: 82,
  'Full-Zip': 83,
  'Quarter-Zip': 84,
  'Trucker Caps': 85,
  'Dad Caps': 86,
  Beanies: 87,
  Totes: 88,
  Backpacks: 89,
  Joggers: 90,
  Shorts: 91,
  Jackets: 92,
  Vests: 93,
};

export interface FabricLine {
  name: string;
  fabric: string;
  pitch: string;
  tags: string[];
  sustainable?: boolean;
  /** Price multiplier in basis points over the garment's base price. */
  priceBasisPoints: number;
}

const line = (
  name: string,
  fabric: string,
  pitch: string,
  tags: string[],
  priceBasisPoints = 10_000,
  sustainable = false,
): FabricLine => ({ name, fabric, pitch, tags, priceBasisPoints, sustainable });

export const fabricLines: Record<string, FabricLine> = {
  heavyCotton: line(
    'Heavy Cotton',
    '5.3 oz./yd², 100% cotton (Sport Grey 90/10 cotton/polyester)',
    'the workhorse blank that prints clean every time',
    ['100% Cotton', 'Heavyweight'],
  ),
  softstyle: line(
    'Softstyle',
    '4.5 oz./yd², 100% ring spun cotton',
    'a soft hand and a modern fit at an everyday price',
    ['Ring Spun', 'Lightweight'],
    10_800,
  ),
  ultraCotton: line(
    'Ultra Cotton',
    '6.0 oz./yd², 100% cotton',
    'a thick, durable classic that holds its shape',
    ['100% Cotton', 'Heavyweight'],
    11_500,
  ),
  cvc: line(
    'CVC Jersey',
    '4.2 oz./yd², 52/48 airlume combed ring spun cotton/polyester',
    'retail fit and a heathered look that stays soft',
    ['Blends', 'Ring Spun'],
    13_000,
  ),
  triBlend: line(
    'Tri-Blend',
    '3.8 oz./yd², 50/25/25 polyester/combed ring spun cotton/rayon',
    'a vintage drape that customers ask for by name',
    ['Tri-Blends', 'Lightweight'],
    15_500,
  ),
  garmentDyed: line(
    'Garment-Dyed',
    '6.1 oz./yd², 100% ring spun cotton, garment dyed',
    'a lived-in color that looks broken in from day one',
    ['Garment Dyed', 'Heavyweight'],
    17_000,
  ),
  ecoBlend: line(
    'Eco Blend',
    '4.3 oz./yd², 50/50 recycled polyester/organic cotton',
    'made with recycled fibers and organic cotton',
    ['Sustainable', 'Recycled', 'Blends'],
    14_000,
    true,
  ),
  organic: line(
    'Organic Cotton',
    '5.0 oz./yd², 100% certified organic ring spun cotton',
    'grown without synthetic pesticides and sewn in certified facilities',
    ['Sustainable', 'Organic', '100% Cotton'],
    16_000,
    true,
  ),
  performance: line(
    'Performance',
    '3.8 oz./yd², 100% polyester interlock with moisture-wicking finish',
    'keeps teams cool and dry and takes sublimation well',
    ['Performance', 'Moisture Wicking'],
    12_500,
  ),
  heavyBlend: line(
    'Heavy Blend',
    '8.0 oz./yd², 50/50 cotton/polyester fleece',
    'warm, durable fleece with a low-pill surface',
    ['Blends', 'Heavyweight'],
  ),
  midweight: line(
    'Midweight',
    '9.0 oz./yd², 80/20 ring spun cotton/polyester fleece',
    'a brushed interior and retail fit',
    ['Blends', 'Ring Spun'],
    13_000,
  ),
  premiumFleece: line(
    'Premium Fleece',
    '10.0 oz./yd², 80/20 cotton/polyester, 100% cotton face',
    'heavy, premium fleece for high-end decoration',
    ['Heavyweight'],
    17_500,
  ),
  ecoFleece: line(
    'Eco Fleece',
    '7.8 oz./yd², 50/50 recycled polyester/organic cotton fleece',
    'made from recycled bottles and organic cotton',
    ['Sustainable', 'Recycled'],
    15_000,
    true,
  ),
  pique: line(
    'Pique',
    '6.5 oz./yd², 60/40 cotton/polyester pique',
    'a crisp knit collar and clean placket for uniforms',
    ['Blends'],
    10_500,
  ),
  ripstop: line(
    'Recycled Ripstop',
    '100% recycled polyester ripstop with water-resistant finish',
    'light, packable and made from recycled fibers',
    ['Sustainable', 'Recycled'],
    11_000,
    true,
  ),
  softShell: line(
    'Soft Shell',
    '94/6 polyester/spandex bonded soft shell',
    'wind and water resistant with four-way stretch',
    ['Performance'],
    12_000,
  ),
  quilted: line(
    'Quilted',
    '100% nylon shell with polyester insulation',
    'lightweight warmth that layers easily',
    [],
    11_500,
  ),
  twill: line(
    'Cotton Twill',
    '100% cotton twill, unstructured six-panel',
    'a washed, relaxed crown that looks worn in',
    [],
  ),
  meshBack: line(
    'Mesh-Back',
    '60/40 cotton/polyester front, 100% polyester mesh back',
    'a structured front panel that takes embroidery well',
    [],
  ),
  acrylicKnit: line(
    'Acrylic Knit',
    '100% acrylic rib knit',
    'a snug, warm fit with room for a patch',
    [],
    9_000,
  ),
  recycledPoly: line(
    'Recycled Poly',
    '100% recycled polyester',
    'made from post-consumer plastic bottles',
    ['Sustainable', 'Recycled'],
    11_000,
    true,
  ),
  canvas: line(
    'Cotton Canvas',
    '12 oz. 100% cotton canvas',
    'sturdy enough for groceries and gym gear',
    [],
  ),
  polyester: line(
    'Polyester',
    '210D polyester',
    'light, water-resistant and easy to print',
    [],
    8_500,
  ),
};

export const countries = [
  'Honduras',
  'Nicaragua',
  'El Salvador',
  'Guatemala',
  'Haiti',
  'Bangladesh',
  'Vietnam',
  'Pakistan',
  'Mexico',
  'Dominican Republic',
  'China',
  'Cambodia',
  'USA',
];
