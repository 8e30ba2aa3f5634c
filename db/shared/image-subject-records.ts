import type { GarmentLook } from '@/lib/domain/garment-image';
import type { ColorImageRecord } from '@/lib/domain/ports/image-subject-repository';

/** A color joined to its style and brand. */
export interface ColorSubjectRow extends GarmentLook {
  colorName: string;
  color1: string;
  color2: string;
  swatchImage: string;
  frontImage: string;
  sideImage: string;
  backImage: string;
  directSideImage: string;
  onModelFrontImage: string;
  onModelSideImage: string;
  onModelBackImage: string;
}

export const garmentOf = (row: GarmentLook): GarmentLook => ({
  baseCategory: row.baseCategory,
  title: row.title,
  brandName: row.brandName,
  styleName: row.styleName,
});

export function toColorImageRecord(row: ColorSubjectRow): ColorImageRecord {
  return {
    colorName: row.colorName,
    color1: row.color1,
    color2: row.color2,
    garment: garmentOf(row),
    // Keyed by the view an image path names (render-product-image.ts).
    paths: {
      sw: row.swatchImage,
      f: row.frontImage,
      s: row.sideImage,
      b: row.backImage,
      d: row.directSideImage,
      omf: row.onModelFrontImage,
      oms: row.onModelSideImage,
      omb: row.onModelBackImage,
    },
  };
}
