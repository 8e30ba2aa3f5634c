// The catalog's selections on PostgreSQL (twin of db/sqlite/repositories/catalog-rows.ts): columns
// under the lib/domain records' own names, so a row is most of its record (the assembly shared
// by both dialects lives in db/shared/catalog-records.ts).
import { eq } from 'drizzle-orm';
import type { PgDb } from '../client';
import { brands, specs, styleColors, styles } from '../schema';

export const styleFields = {
  id: styles.id,
  partNumber: styles.partNumber,
  brandId: styles.brandId,
  brandName: brands.name,
  brandImage: brands.image,
  styleName: styles.styleName,
  title: styles.title,
  description: styles.description,
  baseCategory: styles.baseCategory,
  baseCategoryId: styles.baseCategoryId,
  categoryIds: styles.categoryIds,
  catalogPageNumber: styles.catalogPageNumber,
  newStyle: styles.newStyle,
  comparableGroup: styles.comparableGroup,
  companionGroup: styles.companionGroup,
  styleImage: styles.styleImage,
  sustainableStyle: styles.sustainableStyle,
};

export const productStyleFields = {
  id: styles.id,
  styleImage: styles.styleImage,
  brandId: styles.brandId,
  brandName: brands.name,
  styleName: styles.styleName,
  baseCategoryId: styles.baseCategoryId,
  countryOfOrigin: styles.countryOfOrigin,
};

export const colorFields = {
  id: styleColors.id,
  colorCode: styleColors.colorCode,
  colorName: styleColors.colorName,
  colorPriceCodeName: styleColors.colorPriceCodeName,
  colorGroup: styleColors.colorGroup,
  colorGroupName: styleColors.colorGroupName,
  colorFamilyId: styleColors.colorFamilyId,
  colorFamily: styleColors.colorFamily,
  color1: styleColors.color1,
  color2: styleColors.color2,
  swatchTextColor: styleColors.swatchTextColor,
  swatchImage: styleColors.swatchImage,
  frontImage: styleColors.frontImage,
  sideImage: styleColors.sideImage,
  backImage: styleColors.backImage,
  directSideImage: styleColors.directSideImage,
  onModelFrontImage: styleColors.onModelFrontImage,
  onModelSideImage: styleColors.onModelSideImage,
  onModelBackImage: styleColors.onModelBackImage,
};

/** Styles joined to their brand. */
export const selectStyles = (db: PgDb) =>
  db.select(styleFields).from(styles).innerJoin(brands, eq(brands.id, styles.brandId));

/** Specs joined to their style and brand, under the SpecRecord's names. */
export const selectSpecs = (db: PgDb) =>
  db
    .select({
      id: specs.id,
      styleId: specs.styleId,
      partNumber: styles.partNumber,
      brandName: brands.name,
      styleName: styles.styleName,
      sizeName: specs.sizeName,
      sizeOrder: specs.sizeOrder,
      specName: specs.specName,
      value: specs.value,
    })
    .from(specs)
    .innerJoin(styles, eq(styles.id, specs.styleId))
    .innerJoin(brands, eq(brands.id, styles.brandId));
