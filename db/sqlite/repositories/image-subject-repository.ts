import { asc, eq, sql } from 'drizzle-orm';
import type { ImageSubjectRepository } from '@/lib/domain/ports/image-subject-repository';
import { garmentOf, toColorImageRecord } from '@/db/shared/image-subject-records';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { brands, categories, styleColors, styles } from '../schema';

const id = sql.placeholder('id');

export function createImageSubjectRepository({ db }: DatabaseHandle): ImageSubjectRepository {
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
      .prepare(),
  );
  const style = lazy(() =>
    db
      .select({ ...garmentFields, styleImage: styles.styleImage })
      .from(styles)
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .where(eq(styles.id, id))
      .prepare(),
  );
  const styleColorList = lazy(() =>
    db
      .select({ color1: styleColors.color1, color2: styleColors.color2 })
      .from(styleColors)
      .where(eq(styleColors.styleId, id))
      .orderBy(asc(styleColors.id))
      .prepare(),
  );
  const brand = lazy(() =>
    db
      .select({ name: brands.name, image: brands.image })
      .from(brands)
      .where(eq(brands.id, id))
      .prepare(),
  );
  const category = lazy(() =>
    db
      .select({ name: categories.name, image: categories.image })
      .from(categories)
      .where(eq(categories.id, id))
      .prepare(),
  );
  return {
    findColor(styleColorId) {
      const row = color().get({ id: styleColorId });
      return Promise.resolve(row && toColorImageRecord(row));
    },
    findStyle(styleId) {
      const row = style().get({ id: styleId });
      if (!row) return Promise.resolve(undefined);
      return Promise.resolve({
        styleImage: row.styleImage,
        garment: garmentOf(row),
        colors: styleColorList().all({ id: styleId }),
      });
    },
    findBrand(brandId) {
      return Promise.resolve(brand().get({ id: brandId }));
    },
    findCategory(categoryId) {
      return Promise.resolve(category().get({ id: categoryId }));
    },
  };
}
