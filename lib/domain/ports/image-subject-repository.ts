import type { GarmentLook } from '../garment-image';

/** A color of a style with the stored (medium) path of each of its views; '' when absent. */
export interface ColorImageRecord {
  colorName: string;
  color1: string;
  color2: string;
  garment: GarmentLook;
  /** Medium image paths by view code (f, s, b, d, omf, oms, omb, sw). */
  paths: Record<string, string>;
}

export interface StyleImageRecord {
  styleImage: string;
  garment: GarmentLook;
  /** The style's colors in catalog order. */
  colors: { color1: string; color2: string }[];
}

/** Reads what product images are drawn from; every method answers undefined for an unknown id. */
export interface ImageSubjectRepository {
  findColor(styleColorId: number): Promise<ColorImageRecord | undefined>;
  findStyle(styleId: number): Promise<StyleImageRecord | undefined>;
  findBrand(brandId: number): Promise<{ name: string; image: string } | undefined>;
  findCategory(categoryId: number): Promise<{ name: string; image: string } | undefined>;
}
