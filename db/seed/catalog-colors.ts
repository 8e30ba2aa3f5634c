// The mills' color palette. Codes are the two-digit color codes inside skus; the same color keeps
// its code in every style, as mills' color cards do.

export interface PaletteColor {
  code: string;
  name: string;
  color1: string;
  /** Second HTML color for heathers and two-tone colors; '' when solid. */
  color2: string;
  family: ColorFamily;
  /** Similar colors share a group (navy, heather navy and dark navy are all "Navy"). */
  group: string;
  /** Pricing category: whites are cheapest, heathers and specialty colors cost more. */
  priceCode: 'White' | 'Colors' | 'Heathers' | 'Specialty';
}

export type ColorFamily =
  | 'Black'
  | 'White'
  | 'Grey'
  | 'Blue'
  | 'Red'
  | 'Green'
  | 'Yellow'
  | 'Orange'
  | 'Purple'
  | 'Pink'
  | 'Brown'
  | 'Multi';

export const colorFamilyIds: Record<ColorFamily, number> = {
  Black: 1,
  White: 2,
  Grey: 3,
  Blue: 4,
  Red: 5,
  Green: 6,
  Yellow: 7,
  Orange: 8,
  Purple: 9,
  Pink: 10,
  Brown: 11,
  Multi: 12,
};

/** Group codes as the wire shows them (strings of digits), by group name. */
export const colorGroupCodes: Record<string, string> = {};

type Row = [code: string, name: string, c1: string, c2: string, family: ColorFamily, group: string];

const rows: Row[] = [
  ['00', 'White', '#FFFFFF', '', 'White', 'White'],
  ['02', 'Black', '#1B1B1B', '', 'Black', 'Black'],
  ['03', 'Navy', '#1F2A44', '', 'Blue', 'Navy'],
  ['04', 'Royal', '#1D4F91', '', 'Blue', 'Royal'],
  ['05', 'Red', '#C8102E', '', 'Red', 'Red'],
  ['06', 'Sport Grey', '#A7A8AA', '#C4C5C7', 'Grey', 'Grey'],
  ['07', 'Charcoal', '#4A4A4C', '', 'Grey', 'Charcoal'],
  ['08', 'Dark Heather', '#3F4444', '#5B6060', 'Grey', 'Charcoal'],
  ['09', 'Ash', '#D6D6D3', '', 'Grey', 'Grey'],
  ['10', 'Forest Green', '#273B33', '', 'Green', 'Forest'],
  ['11', 'Irish Green', '#00A150', '', 'Green', 'Kelly'],
  ['12', 'Kelly Green', '#00843D', '', 'Green', 'Kelly'],
  ['13', 'Military Green', '#5E6B47', '', 'Green', 'Olive'],
  ['14', 'Maroon', '#5B2B42', '', 'Red', 'Maroon'],
  ['15', 'Cardinal Red', '#8A1538', '', 'Red', 'Maroon'],
  ['16', 'Orange', '#FF8200', '', 'Orange', 'Orange'],
  ['17', 'Gold', '#FFB81C', '', 'Yellow', 'Gold'],
  ['18', 'Daisy', '#FED141', '', 'Yellow', 'Yellow'],
  ['19', 'Purple', '#464E7E', '', 'Purple', 'Purple'],
  ['20', 'Light Pink', '#F4C6D7', '', 'Pink', 'Pink'],
  ['21', 'Heliconia', '#DB3E79', '', 'Pink', 'Pink'],
  ['22', 'Light Blue', '#A4C8E1', '', 'Blue', 'Light Blue'],
  ['23', 'Carolina Blue', '#7BA4DB', '', 'Blue', 'Light Blue'],
  ['24', 'Sapphire', '#0077B5', '', 'Blue', 'Royal'],
  ['25', 'Heather Navy', '#333F58', '#4B5670', 'Blue', 'Navy'],
  ['26', 'Heather Royal', '#3D67A5', '#5A80BA', 'Blue', 'Royal'],
  ['27', 'Heather Red', '#C2364B', '#D55C6E', 'Red', 'Red'],
  ['28', 'Athletic Heather', '#B7B7B5', '#D0D0CE', 'Grey', 'Grey'],
  ['29', 'Heather Forest', '#3C5A4A', '#587563', 'Green', 'Forest'],
  ['30', 'Heather Maroon', '#6B3447', '#85505F', 'Red', 'Maroon'],
  ['31', 'Natural', '#F1E6D2', '', 'White', 'Natural'],
  ['32', 'Sand', '#D9CAA4', '', 'Brown', 'Tan'],
  ['33', 'Khaki', '#B5A383', '', 'Brown', 'Tan'],
  ['34', 'Brown Savana', '#6E5A4B', '', 'Brown', 'Brown'],
  ['35', 'Dark Chocolate', '#3D2B25', '', 'Brown', 'Brown'],
  ['36', 'Safety Green', '#C6E236', '', 'Green', 'Safety'],
  ['37', 'Safety Orange', '#FF6A13', '', 'Orange', 'Safety'],
  ['38', 'Safety Pink', '#E16F8F', '', 'Pink', 'Safety'],
  ['39', 'Stone Blue', '#6A8AA6', '', 'Blue', 'Light Blue'],
  ['40', 'Indigo Blue', '#3B5472', '', 'Blue', 'Navy'],
  ['41', 'Olive', '#605E3F', '', 'Green', 'Olive'],
  ['42', 'Texas Orange', '#B65A30', '', 'Orange', 'Orange'],
  ['43', 'Teal', '#00827F', '', 'Green', 'Teal'],
  ['44', 'Lilac', '#B49FC8', '', 'Purple', 'Purple'],
  ['45', 'Mint', '#A9DDC4', '', 'Green', 'Teal'],
  ['46', 'Butter', '#F7E8A1', '', 'Yellow', 'Yellow'],
  ['47', 'Vintage Black', '#2E2D2B', '#3E3C39', 'Black', 'Black'],
  ['48', 'Tri-Blend Oatmeal', '#D8CDBB', '#E9E1D2', 'Brown', 'Tan'],
  ['49', 'Tri-Blend Grey', '#8D8F92', '#A8AAAD', 'Grey', 'Grey'],
  ['50', 'Black/White', '#1B1B1B', '#FFFFFF', 'Multi', 'Two-Tone'],
  ['51', 'Navy/White', '#1F2A44', '#FFFFFF', 'Multi', 'Two-Tone'],
  ['52', 'Charcoal/Black', '#4A4A4C', '#1B1B1B', 'Multi', 'Two-Tone'],
  ['53', 'Red/White', '#C8102E', '#FFFFFF', 'Multi', 'Two-Tone'],
  ['54', 'Camo', '#5A5B3E', '#8B7D5A', 'Multi', 'Camo'],
  ['55', 'Pepper', '#57504C', '', 'Grey', 'Charcoal'],
  ['56', 'Blue Jean', '#5D7A99', '', 'Blue', 'Light Blue'],
  ['57', 'Chalky Mint', '#8FD3C1', '', 'Green', 'Teal'],
  ['58', 'Crimson', '#A6192E', '', 'Red', 'Red'],
  ['59', 'Ivory', '#F5EFDF', '', 'White', 'Natural'],
];

function priceCodeOf(row: Row): PaletteColor['priceCode'] {
  const [, name, , c2, family, group] = row;
  if (family === 'White' && name === 'White') return 'White';
  if (group === 'Safety' || family === 'Multi') return 'Specialty';
  if (c2 !== '') return 'Heathers';
  return 'Colors';
}

export const palette: readonly PaletteColor[] = rows.map((row) => {
  const [code, name, color1, color2, family, group] = row;
  colorGroupCodes[group] ??= String(100 + Object.keys(colorGroupCodes).length);
  return { code, name, color1, color2, family, group, priceCode: priceCodeOf(row) };
});

export function paletteColor(name: string): PaletteColor {
  const color = palette.find((c) => c.name === name);
  if (!color) throw new Error(`unknown palette color ${name}`);
  return color;
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableTextColor(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
