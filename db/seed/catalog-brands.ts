// Invented brands that read like a wholesale catalog's: basics mills, fashion basics, performance,
// headwear and bag specialists. Any resemblance to a real mill's name is unintended.

export interface BrandDef {
  name: string;
  /** Style names are `prefix + digits` (e.g. "5000", "PC54", "3001CVC"-like suffixes). */
  stylePrefix: string;
  styleDigits: number;
  /** Garment kind keys this brand makes. */
  kinds: string[];
  /** Relative share of the catalog's styles. */
  share: number;
  countries: string[];
  noeRetailing: boolean;
}

const basics = [
  'tee',
  'pocket-tee',
  'long-sleeve',
  'youth-tee',
  'tank',
  'hoodie',
  'crewneck',
  'full-zip',
  'youth-hoodie',
  'joggers',
  'shorts',
];
const fashion = [
  'tee',
  'vneck',
  'womens-tee',
  'racerback',
  'tank',
  'long-sleeve',
  'hoodie',
  'crewneck',
  'joggers',
];
const performance = [
  'performance-tee',
  'polo',
  'womens-polo',
  'quarter-zip',
  'soft-shell',
  'vest',
  'shorts',
];
const corporate = [
  'polo',
  'womens-polo',
  'quarter-zip',
  'soft-shell',
  'rain-jacket',
  'vest',
  'long-sleeve',
];
const headwear = ['trucker', 'dad-cap', 'beanie'];
const bags = ['tote', 'drawstring'];
const outdoor = ['rain-jacket', 'vest', 'soft-shell', 'beanie', 'hoodie', 'full-zip'];

const brand = (
  name: string,
  stylePrefix: string,
  styleDigits: number,
  kinds: string[],
  share: number,
  countries: string[],
  noeRetailing = false,
): BrandDef => ({ name, stylePrefix, styleDigits, kinds, share, countries, noeRetailing });

/** The first brands are used by the demo scale; the full scale uses all of them. */
export const brandDefs: BrandDef[] = [
  brand('Hartwell', '', 4, basics, 10, ['Honduras', 'Nicaragua', 'Haiti']),
  brand('Belmont + Lane', '', 4, fashion, 8, ['Nicaragua', 'Honduras', 'USA']),
  brand('Ridgeline Headwear', '', 3, headwear, 6, ['Vietnam', 'China', 'Bangladesh']),
  brand('Port & Pier', 'PC', 2, [...basics.slice(0, 5), ...corporate], 7, [
    'El Salvador',
    'Vietnam',
  ]),
  brand(
    'Comfort Dyed',
    '',
    4,
    ['tee', 'pocket-tee', 'long-sleeve', 'crewneck', 'hoodie', 'tank'],
    5,
    ['Honduras', 'Mexico'],
  ),
  brand('Allpro Athletics', 'A', 3, performance, 5, ['El Salvador', 'Guatemala', 'Vietnam'], true),
  brand(
    'Liberty Supply Co.',
    'LSC',
    4,
    ['tee', 'hoodie', 'crewneck', 'full-zip', 'joggers', 'beanie'],
    5,
    ['Pakistan', 'Bangladesh'],
  ),
  brand('Northpeak', 'NP', 3, outdoor, 4, ['Vietnam', 'Cambodia']),
  brand('Carryall Goods', 'CG', 3, bags, 3, ['China', 'Vietnam']),
  brand('Next Standard', '', 4, fashion, 5, ['Nicaragua', 'Honduras']),
  brand(
    'Victory Athletic',
    'V',
    3,
    ['performance-tee', 'tee', 'hoodie', 'crewneck', 'joggers', 'shorts', 'tank'],
    4,
    ['Honduras', 'El Salvador'],
    true,
  ),
  brand(
    'Coastline Apparel',
    'CA',
    3,
    ['tee', 'tank', 'racerback', 'womens-tee', 'dad-cap', 'tote'],
    3,
    ['Mexico', 'Guatemala'],
  ),
  brand('Sportek', 'ST', 3, performance, 4, ['Vietnam', 'Bangladesh']),
  brand('Everyday Threads', '', 4, basics, 4, ['Bangladesh', 'Pakistan']),
  brand('Harbor Bay', 'HB', 3, corporate, 3, ['Vietnam', 'Cambodia']),
  brand('Jerzon', '', 3, basics, 5, ['Honduras', 'El Salvador', 'Dominican Republic']),
  brand('American Loom', 'AL', 4, ['tee', 'long-sleeve', 'womens-tee', 'hoodie', 'crewneck'], 3, [
    'USA',
  ]),
  brand(
    'Augustine Sportswear',
    '',
    4,
    ['performance-tee', 'shorts', 'polo', 'quarter-zip', 'tank'],
    3,
    ['Honduras', 'Guatemala'],
  ),
  brand('Capstone Caps', 'CS', 3, headwear, 3, ['China', 'Bangladesh']),
  brand('Greenleaf Organics', 'GL', 3, ['tee', 'womens-tee', 'hoodie', 'crewneck', 'tote'], 2, [
    'Bangladesh',
    'USA',
  ]),
  brand(
    'Timberline Workwear',
    'TW',
    3,
    ['pocket-tee', 'long-sleeve', 'hoodie', 'full-zip', 'soft-shell', 'vest', 'beanie'],
    3,
    ['Honduras', 'Mexico'],
  ),
  brand(
    'Lakeshore Fleece',
    'LF',
    3,
    ['hoodie', 'crewneck', 'full-zip', 'quarter-zip', 'joggers', 'youth-hoodie'],
    3,
    ['Pakistan', 'Honduras'],
  ),
  brand('Summit Outfitters', 'SO', 3, outdoor, 2, ['Vietnam', 'China']),
  brand('Prime Basics', '', 4, basics, 3, ['Bangladesh', 'Haiti']),
  brand('Studio Nine', 'S9', 3, fashion, 2, ['Mexico', 'Guatemala']),
  brand('Fieldhouse', 'FH', 3, performance, 2, ['El Salvador', 'Vietnam']),
  brand('Bayview Bags', 'BB', 3, bags, 2, ['China']),
  brand('Redwood Knits', 'RK', 3, ['beanie', 'crewneck', 'hoodie'], 2, ['China', 'Vietnam']),
  brand('Metro Tee Co.', 'MT', 3, ['tee', 'vneck', 'tank', 'long-sleeve', 'womens-tee'], 3, [
    'Honduras',
    'Nicaragua',
  ]),
  brand(
    'Blue Ridge Athletics',
    'BR',
    3,
    ['performance-tee', 'polo', 'shorts', 'hoodie', 'youth-tee'],
    2,
    ['Guatemala', 'Honduras'],
  ),
];
