// PostgreSQL twin of db/sqlite/repositories/image-subject-repository.ts.
import { asc, eq, sql } from 'drizzle-orm';
import type { ImageSubjectRepository } from '@/lib/domain/ports/image-subject-repository';
import { garmentOf, toColorImageRecord } from '@/db/shared/image-subject-records';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { brands, categories, styleColors, styles } from '../schema';
import { fitsInteger } from './integer-ids';

const id = sql.placeholder('id');

export function createImageSubjectRepository({ db }: PostgresHandle): ImageSubjectRepository {
  const garmentFields = {
    baseCategory: styles.baseCategory,
    title: styles.title,
    styleName: styles.styleName,
    brandName: brands.name,
  };
  const color = lazy(() =>
    db
      .select({
        ...garmentFields,
        colorName: styleColors.colorName,
        color1: styleColors.color1,
        color2: styleColors.color2,
        swatchImage: styleColors.swatchImage,
        frontImage: styleColors.frontImage,
        sideImage: styleColors.sideImage,
        backImage: styleColors.backImage,
        directSideImage: styleColors.directSideImage,
        onModelFrontImage: styleColors.onModelFrontImage,
        onModelSideImage: styleColors.onModelSideImage,
        onModelBackImage: styleColors.onModelBackImage,
      })
      .from(styleColors)
      .innerJoin(styles, eq(styles.id, styleColors.styleId))
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .where(eq(styleColors.id, id))
      .prepare('c_image_color'),
  );
  const style = lazy(() =>
    db
      .select({ ...garmentFields, styleImage: styles.styleImage })
      .from(styles)
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .where(eq(styles.id, id))
      .prepare('c_image_style'),
  );
  const styleColorList = lazy(() =>
    db
      .select({ color1: styleColors.color1, color2: styleColors.color2 })
      .from(styleColors)
      .where(eq(styleColors.styleId, id))
      .orderBy(asc(styleColors.id))
      .prepare('c_image_style_colors'),
  );
  const brand = lazy(() =>
    db
      .select({ name: brands.name, image: brands.image })
      .from(brands)
      .where(eq(brands.id, id))
      .prepare('c_image_brand'),
  );
  const category = lazy(() =>
    db
      .select({ name: categories.name, image: categories.image })
      .from(categories)
      .where(eq(categories.id, id))
      .prepare('c_image_category'),
  );
  return {
    async findColor(styleColorId) {
      if (!fitsInteger(styleColorId)) return undefined;
      const [row] = await color().execute({ id: styleColorId });
      return row && toColorImageRecord(row);
    },
    async findStyle(styleId) {
      if (!fitsInteger(styleId)) return undefined;
      const [row] = await style().execute({ id: styleId });
      if (!row) return undefined;
      return {
        styleImage: row.styleImage,
        garment: garmentOf(row),
        colors: await styleColorList().execute({ id: styleId }),
      };
    },
    async findBrand(brandId) {
      if (!fitsInteger(brandId)) return undefined;
      const [row] = await brand().execute({ id: brandId });
      return row;
    },
    async findCategory(categoryId) {
      if (!fitsInteger(categoryId)) return undefined;
      const [row] = await category().execute({ id: categoryId });
      return row;
    },
  };
}
