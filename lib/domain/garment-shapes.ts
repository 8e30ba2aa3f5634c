// Garment silhouettes for generated product images, drawn on a 200×200 canvas. Each shape is a
// body path (filled with the product's primary color) plus trim paths (secondary color) and
// front-only details (pockets, plackets) that the back view leaves out.

export type Silhouette =
  | 'tee'
  | 'longsleeve'
  | 'tank'
  | 'polo'
  | 'hoodie'
  | 'sweatshirt'
  | 'jacket'
  | 'cap'
  | 'beanie'
  | 'bag'
  | 'pants'
  | 'shorts';

export interface GarmentShape {
  body: string[];
  trim: string[];
  /** Lines drawn over the body in the outline color, front views only. */
  frontDetails: string[];
  /** Where the wearer's head sits in on-model views: above the collar, in the hood, under the hat. */
  head: 'above' | 'hood' | 'under' | 'none';
}

const teeBody =
  'M70 30 L55 34 L25 56 L39 82 L56 71 L56 176 L144 176 L144 71 L161 82 L175 56 L145 34 L130 30 Q100 50 70 30 Z';
const longBody =
  'M70 30 L55 34 L36 62 L22 142 L39 145 L56 88 L56 176 L144 176 L144 88 L161 145 L178 142 L164 62 L145 34 L130 30 Q100 50 70 30 Z';
const neckRib = 'M70 30 Q100 50 130 30 L126 28 Q100 43 74 28 Z';
const waistRib = 'M56 166 L144 166 L144 176 L56 176 Z';
const cuffs = 'M22 142 L39 145 L37 153 L21 150 Z M178 142 L161 145 L163 153 L179 150 Z';

export const garmentShapes: Record<Silhouette, GarmentShape> = {
  tee: { body: [teeBody], trim: [neckRib], frontDetails: [], head: 'above' },
  longsleeve: { body: [longBody], trim: [neckRib, cuffs], frontDetails: [], head: 'above' },
  tank: {
    body: [
      'M74 22 L62 22 Q63 68 52 82 L52 176 L148 176 L148 82 Q137 68 138 22 L126 22 Q100 62 74 22 Z',
    ],
    trim: ['M74 22 Q100 62 126 22 L122 22 Q100 55 78 22 Z'],
    frontDetails: [],
    head: 'above',
  },
  polo: {
    body: [teeBody],
    trim: [
      'M70 30 L84 52 L100 44 L116 52 L130 30 Q100 40 70 30 Z',
      'M25 56 L39 82 L43 79 L29 53 Z M175 56 L161 82 L157 79 L171 53 Z',
    ],
    frontDetails: ['M100 44 L100 78', 'M96 54 L104 54 M96 64 L104 64 M96 74 L104 74'],
    head: 'above',
  },
  hoodie: {
    body: ['M72 34 Q68 4 100 4 Q132 4 128 34 Z', longBody],
    trim: ['M80 32 Q80 14 100 14 Q120 14 120 32 Q100 44 80 32 Z', waistRib, cuffs],
    frontDetails: ['M72 120 L128 120 L138 160 L62 160 Z', 'M92 40 L90 70 M108 40 L110 70'],
    head: 'hood',
  },
  sweatshirt: {
    body: [longBody],
    trim: [neckRib, waistRib, cuffs],
    frontDetails: [],
    head: 'above',
  },
  jacket: {
    body: [longBody],
    trim: ['M70 30 L76 18 L124 18 L130 30 Q100 44 70 30 Z', waistRib, cuffs],
    frontDetails: ['M100 40 L100 176', 'M66 120 L80 132 M134 120 L120 132'],
    head: 'above',
  },
  cap: {
    body: ['M38 122 Q38 52 100 50 Q162 52 162 122 Z'],
    trim: ['M38 122 Q20 134 14 150 Q74 142 128 124 Z', 'M96 50 Q100 46 104 50 Z'],
    frontDetails: ['M100 52 L100 122', 'M70 60 Q64 90 66 122 M130 60 Q136 90 134 122'],
    head: 'under',
  },
  beanie: {
    body: ['M48 140 Q46 50 100 48 Q154 50 152 140 Z'],
    trim: ['M44 128 L156 128 L158 162 L42 162 Z'],
    frontDetails: [
      'M60 134 L60 156 M75 134 L75 156 M90 134 L90 156 M105 134 L105 156 M120 134 L120 156 M135 134 L135 156',
    ],
    head: 'under',
  },
  bag: {
    body: ['M45 70 L155 70 L150 180 L50 180 Z'],
    trim: ['M70 72 Q70 22 100 22 Q130 22 130 72 L122 72 Q122 32 100 32 Q78 32 78 72 Z'],
    frontDetails: [],
    head: 'none',
  },
  pants: {
    body: ['M58 22 L142 22 L156 182 L112 182 L100 82 L88 182 L44 182 Z'],
    trim: [
      'M58 22 L142 22 L143 34 L57 34 Z',
      'M44 172 L88 172 L88 182 L44 182 Z M112 172 L156 172 L156 182 L112 182 Z',
    ],
    frontDetails: ['M100 34 L100 70'],
    head: 'none',
  },
  shorts: {
    body: ['M56 50 L144 50 L156 132 L108 132 L100 92 L92 132 L44 132 Z'],
    trim: ['M56 50 L144 50 L145 62 L55 62 Z'],
    frontDetails: ['M92 62 L90 84 M108 62 L110 84'],
    head: 'none',
  },
};

/** The silhouette of a style, from its base category and title (or of a category, from its name). */
export function silhouetteOf(category: string, title = ''): Silhouette {
  const text = `${category} ${title}`.toLowerCase();
  const rules: [RegExp, Silhouette][] = [
    [/beanie/, 'beanie'],
    [/headwear|cap\b|caps\b/, 'cap'],
    [/bag|tote|backpack/, 'bag'],
    [/shorts/, 'shorts'],
    [/bottom|pant|jogger/, 'pants'],
    [/hood/, 'hoodie'],
    [/jacket|outerwear|vest|zip/, 'jacket'],
    [/fleece|sweatshirt|crewneck sweat|pullover/, 'sweatshirt'],
    [/polo/, 'polo'],
    [/tank/, 'tank'],
    [/long sleeve/, 'longsleeve'],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? 'tee';
}
