// Spec (interface-v2.md §2.8), brand and category (compatibility.md §3) records.
import type { BrandRecord, CategoryRecord, SpecRecord } from '@/lib/domain/catalog';
import type { XmlListShape } from '../wire/xml-writer';

export interface SpecWire {
  specID: number;
  styleID: number;
  partNumber: string;
  brandName: string;
  styleName: string;
  sizeName: string;
  sizeOrder: string;
  specName: string;
  value: string;
}

export const specFieldNames: readonly (keyof SpecWire)[] = [
  'specID',
  'styleID',
  'partNumber',
  'brandName',
  'styleName',
  'sizeName',
  'sizeOrder',
  'specName',
  'value',
];

export const specXmlShape: XmlListShape = { root: 'ArrayOfSpec', item: 'Spec' };

export function toSpecWire(spec: SpecRecord): SpecWire {
  return {
    specID: spec.id,
    styleID: spec.styleId,
    partNumber: spec.partNumber,
    brandName: spec.brandName,
    styleName: spec.styleName,
    sizeName: spec.sizeName,
    sizeOrder: spec.sizeOrder,
    specName: spec.specName,
    value: spec.value,
  };
}

export interface BrandWire {
  brandID: number;
  name: string;
  image: string;
  noeRetailing: boolean;
}

export const brandFieldNames: readonly (keyof BrandWire)[] = [
  'brandID',
  'name',
  'image',
  'noeRetailing',
];
export const brandXmlShape: XmlListShape = { root: 'ArrayOfBrand', item: 'Brand' };

export function toBrandWire(brand: BrandRecord): BrandWire {
  return {
    brandID: brand.id,
    name: brand.name,
    image: brand.image,
    noeRetailing: brand.noeRetailing,
  };
}

export interface CategoryWire {
  categoryID: number;
  name: string;
  image: string;
}

export const categoryFieldNames: readonly (keyof CategoryWire)[] = ['categoryID', 'name', 'image'];
export const categoryXmlShape: XmlListShape = { root: 'ArrayOfCategory', item: 'Category' };

export function toCategoryWire(category: CategoryRecord): CategoryWire {
  return { categoryID: category.id, name: category.name, image: category.image };
}
