// Style record of interface-v2.md §2.3 as the sample payload spells it (compatibility.md §1).
import type { StyleRecord } from '@/lib/domain/catalog';
import {
  fieldNamesOf,
  styleWireSchema,
  type StyleWire,
} from '@/lib/contracts/wire/catalog-records';
import type { XmlListShape } from '../wire/xml-writer';

export const styleFieldNames = fieldNamesOf(styleWireSchema);

export const styleXmlShape: XmlListShape = {
  root: 'ArrayOfStyle',
  item: 'Style',
  itemNames: { mediaAssets: 'MediaAsset' },
};

export function toStyleWire(style: StyleRecord): StyleWire {
  return {
    styleID: style.id,
    partNumber: style.partNumber,
    brandName: style.brandName,
    styleName: style.styleName,
    title: style.title,
    description: style.description,
    baseCategory: style.baseCategory,
    categories: style.categoryIds,
    catalogPageNumber: style.catalogPageNumber,
    newStyle: style.newStyle,
    comparableGroup: style.comparableGroup,
    companionGroup: style.companionGroup,
    brandImage: style.brandImage,
    styleImage: style.styleImage,
    sustainableStyle: style.sustainableStyle,
    mediaAssets: style.media.map((m) => ({ image: m.image, assetType: m.assetType })),
  };
}
