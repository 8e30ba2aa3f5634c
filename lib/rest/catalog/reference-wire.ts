// Spec (interface-v2.md §2.8), brand and category (compatibility.md §3) records.
import type { BrandRecord, CategoryRecord, SpecRecord } from '@/lib/domain/catalog';
import {
  brandWireSchema,
  categoryWireSchema,
  fieldNamesOf,
  specWireSchema,
  type BrandWire,
  type CategoryWire,
  type SpecWire,
} from '@/lib/contracts/wire/catalog-records';
import type { XmlListShape } from '../wire/xml-writer';

export const specFieldNames = fieldNamesOf(specWireSchema);

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

export const brandFieldNames = fieldNamesOf(brandWireSchema);
export const brandXmlShape: XmlListShape = { root: 'ArrayOfBrand', item: 'Brand' };

export function toBrandWire(brand: BrandRecord): BrandWire {
  return {
    brandID: brand.id,
    name: brand.name,
    image: brand.image,
    noeRetailing: brand.noeRetailing,
  };
}

export const categoryFieldNames = fieldNamesOf(categoryWireSchema);
export const categoryXmlShape: XmlListShape = { root: 'ArrayOfCategory', item: 'Category' };

export function toCategoryWire(category: CategoryRecord): CategoryWire {
  return { categoryID: category.id, name: category.name, image: category.image };
}
