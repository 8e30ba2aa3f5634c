import type { ImageSubjectRepository } from '@/lib/domain/ports/image-subject-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface ColorRow {
  color_name: string;
  color1: string;
  color2: string;
  base_category: string;
  title: string;
  style_name: string;
  brand_name: string;
  swatch_image: string;
  front_image: string;
  side_image: string;
  back_image: string;
  direct_side_image: string;
  on_model_front_image: string;
  on_model_side_image: string;
  on_model_back_image: string;
}

interface StyleRow {
  style_image: string;
  base_category: string;
  title: string;
  style_name: string;
  brand_name: string;
}

export function createImageSubjectRepository(handle: DatabaseHandle): ImageSubjectRepository {
  const color = lazyStatement<[number], ColorRow>(
    handle,
    `SELECT c.color_name, c.color1, c.color2, s.base_category, s.title, s.style_name, b.name AS brand_name,
            c.swatch_image, c.front_image, c.side_image, c.back_image, c.direct_side_image,
            c.on_model_front_image, c.on_model_side_image, c.on_model_back_image
       FROM style_colors c JOIN styles s ON s.id = c.style_id JOIN brands b ON b.id = s.brand_id
      WHERE c.id = ?`,
  );
  const style = lazyStatement<[number], StyleRow>(
    handle,
    `SELECT s.style_image, s.base_category, s.title, s.style_name, b.name AS brand_name
       FROM styles s JOIN brands b ON b.id = s.brand_id WHERE s.id = ?`,
  );
  const styleColors = lazyStatement<[number], { color1: string; color2: string }>(
    handle,
    'SELECT color1, color2 FROM style_colors WHERE style_id = ? ORDER BY id',
  );
  const brand = lazyStatement<[number], { name: string; image: string }>(
    handle,
    'SELECT name, image FROM brands WHERE id = ?',
  );
  const category = lazyStatement<[number], { name: string; image: string }>(
    handle,
    'SELECT name, image FROM categories WHERE id = ?',
  );
  return {
    findColor(styleColorId) {
      const row = color().get(styleColorId);
      if (!row) return Promise.resolve(undefined);
      return Promise.resolve({
        colorName: row.color_name,
        color1: row.color1,
        color2: row.color2,
        garment: {
          baseCategory: row.base_category,
          title: row.title,
          brandName: row.brand_name,
          styleName: row.style_name,
        },
        paths: {
          sw: row.swatch_image,
          f: row.front_image,
          s: row.side_image,
          b: row.back_image,
          d: row.direct_side_image,
          omf: row.on_model_front_image,
          oms: row.on_model_side_image,
          omb: row.on_model_back_image,
        },
      });
    },
    findStyle(styleId) {
      const row = style().get(styleId);
      if (!row) return Promise.resolve(undefined);
      return Promise.resolve({
        styleImage: row.style_image,
        garment: {
          baseCategory: row.base_category,
          title: row.title,
          brandName: row.brand_name,
          styleName: row.style_name,
        },
        colors: styleColors().all(styleId),
      });
    },
    findBrand(brandId) {
      return Promise.resolve(brand().get(brandId));
    },
    findCategory(categoryId) {
      return Promise.resolve(category().get(categoryId));
    },
  };
}
