// The catalog repository against a real SQLite database with a small hand-made catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client';
import * as t from '../schema';
import { seedReferenceData } from '../../seed/seed-database';
import { createCatalogRepository } from './catalog-repository';

let handle: DatabaseHandle;

const color = (id: number, styleId: number, code: string, name: string) => ({
  id,
  styleId,
  colorCode: code,
  colorName: name,
  colorPriceCodeName: 'Colors',
  colorGroup: 'G1',
  colorGroupName: 'Darks',
  colorFamilyId: 7,
  colorFamily: 'Black',
  color1: '#000000',
  color2: '',
  swatchTextColor: '#FFFFFF',
  swatchImage: `Images/ColorSwatch/${id}_fs.jpg`,
  frontImage: `Images/Color/${id}_f_fm.jpg`,
  sideImage: '',
  backImage: `Images/Color/${id}_b_fm.jpg`,
  directSideImage: '',
  onModelFrontImage: '',
  onModelSideImage: '',
  onModelBackImage: '',
});

const product = (id: number, styleId: number, styleColorId: number, sku: string, gtin: string) => ({
  id,
  sku,
  gtin,
  styleId,
  styleColorId,
  sizeName: 'L',
  sizeCode: '4',
  sizeOrder: 'D',
  sizePriceCodeName: 'S-XL',
  caseQty: 72,
  unitWeight: 0.4,
  mapPriceCents: 0,
  retailPriceCents: 900,
  piecePriceCents: 364,
  dozenPriceCents: 330,
  casePriceCents: 300,
  salePriceCents: null,
  saleExpiresAt: null,
  caseWeight: 28,
  caseWidth: 12,
  caseLength: 18,
  caseHeight: 10,
  polyPackQty: 12,
});

const style = (id: number, partNumber: string, brandId: number, styleName: string) => ({
  id,
  partNumber,
  brandId,
  styleName,
  title: `Tee ${styleName}`,
  description: '<p>Soft</p>',
  baseCategory: 'T-Shirts',
  baseCategoryId: 21,
  categoryIds: '21,77',
  catalogPageNumber: '12',
  newStyle: false,
  comparableGroup: '1',
  companionGroup: '2',
  styleImage: `Images/Style/${id}_fm.jpg`,
  sustainableStyle: true,
  countryOfOrigin: 'HN',
});

beforeAll(async () => {
  handle = openDatabase(':memory:');
  await seedReferenceData(handle, 0);
  const { db } = handle;
  db.insert(t.brands)
    .values([
      { id: 1, name: 'Gildan', image: 'Images/Brand/1_fm.jpg' },
      { id: 2, name: 'Bella + Canvas', image: 'Images/Brand/2_fm.jpg', noeRetailing: true },
    ])
    .run();
  db.insert(t.categories)
    .values({ id: 21, name: 'T-Shirts', image: 'Images/Category/21.jpg' })
    .run();
  db.insert(t.styles)
    .values([style(10, '00760', 1, '5000'), style(11, '30010', 2, '3001CVC')])
    .run();
  db.insert(t.styleMedia)
    .values([
      { styleId: 10, position: 2, image: 'Images/Style/10_b_fm.jpg', assetType: 'Back' },
      { styleId: 10, position: 1, image: 'Images/Style/10_fm.jpg', assetType: 'Style' },
    ])
    .run();
  db.insert(t.styleColors)
    .values([color(100, 10, '00', 'Black'), color(101, 11, '01', 'Heather')])
    .run();
  db.insert(t.products)
    .values([
      product(1000, 10, 100, 'B00760004', '00821780008117'),
      product(1001, 10, 100, 'B00760005', '00821780008124'),
      product(1002, 11, 101, 'B30010004', '00821780008131'),
    ])
    .run();
  const stockRow = (productId: number, warehouseCode: string, skuId: number, qty: number) => ({
    productId,
    warehouseCode,
    skuId,
    qty,
  });
  db.insert(t.stock)
    .values([
      stockRow(1000, 'KS', 1, 5),
      stockRow(1000, 'IL', 2, 7),
      stockRow(1001, 'IL', 3, 0),
      stockRow(1002, 'NV', 4, 30),
    ])
    .run();
  db.insert(t.specs)
    .values([
      { id: 1, styleId: 10, sizeName: 'L', sizeOrder: 'D', specName: 'Body Length', value: '30' },
      { id: 2, styleId: 11, sizeName: 'L', sizeOrder: 'D', specName: 'Chest', value: '22' },
    ])
    .run();
  db.insert(t.crossRefs)
    .values({ accountId: 1, yourSku: 'MY-TEE-L', productId: 1001, updatedAt: 0 })
    .run();
});

afterAll(() => handle.close());

describe('catalog repository', () => {
  it('resolves styles by id, part number and "<brand> <style>" in any case', async () => {
    const repo = createCatalogRepository(handle);
    const ids = await repo.resolveStyleIds({
      styleIds: [11],
      partNumbers: ['00760', 'nope'],
      brandStyleNames: [
        { brand: 'bella +', style: 'canvas 3001cvc' },
        { brand: 'bella + canvas', style: '3001cvc' },
      ],
    });
    expect(ids).toEqual([10, 11]);
  });

  it('loads styles with their brand and media in position order', async () => {
    const [s] = await createCatalogRepository(handle).stylesByIds([10]);
    expect(s?.brandName).toBe('Gildan');
    expect(s?.brandImage).toBe('Images/Brand/1_fm.jpg');
    expect(s?.media.map((m) => m.assetType)).toEqual(['Style', 'Back']);
    expect(s?.sustainableStyle).toBe(true);
  });

  it('pages styles by id', async () => {
    const repo = createCatalogRepository(handle);
    expect((await repo.stylesPage(0, 1)).map((s) => s.id)).toEqual([10]);
    expect((await repo.stylesPage(10, 1)).map((s) => s.id)).toEqual([11]);
    expect(await repo.stylesPage(11, 1)).toEqual([]);
  });

  it("resolves products by skuID, sku, gtin and the account's own yourSku", async () => {
    const repo = createCatalogRepository(handle);
    const ids = await repo.resolveProductIds(
      { ids: [1000], codes: ['B30010004', '00821780008124'], yourSkus: ['MY-TEE-L'] },
      1,
    );
    expect(ids).toEqual([1000, 1001, 1002]);
    // Another account's cross reference names nothing.
    expect(await repo.resolveProductIds({ ids: [], codes: [], yourSkus: ['MY-TEE-L'] }, 2)).toEqual(
      [],
    );
  });

  it('loads products with stock in warehouse order, filtered warehouses and yourSku', async () => {
    const repo = createCatalogRepository(handle);
    const [p1, p2] = await repo.productsByIds([1000, 1001], { accountId: 1, withStock: true });
    expect(p1?.stock.map((s) => s.warehouseCode)).toEqual(['IL', 'KS']);
    expect(p1?.color.colorName).toBe('Black');
    expect(p2?.yourSku).toBe('MY-TEE-L');
    const [onlyKs] = await repo.productsByIds([1000], {
      accountId: 1,
      withStock: true,
      warehouses: ['KS'],
    });
    expect(onlyKs?.stock.map((s) => s.qty)).toEqual([5]);
    const [noStock] = await repo.productsByIds([1000], { accountId: 2, withStock: false });
    expect(noStock?.stock).toEqual([]);
    expect(noStock?.yourSku).toBe('');
  });

  it('loads the products of styles and pages all products', async () => {
    const repo = createCatalogRepository(handle);
    const options = { accountId: 1, withStock: true };
    expect((await repo.productsByStyleIds([10], options)).map((p) => p.sku)).toEqual([
      'B00760004',
      'B00760005',
    ]);
    expect((await repo.productsPage(1000, 5, options)).map((p) => p.id)).toEqual([1001, 1002]);
  });

  it('finds specs by id and by style, brands by id or name, categories by id', async () => {
    const repo = createCatalogRepository(handle);
    expect((await repo.specsByIds([2])).map((s) => s.specName)).toEqual(['Chest']);
    expect((await repo.specsByStyleIds([10]))[0]?.partNumber).toBe('00760');
    expect((await repo.listBrands()).map((b) => b.name)).toEqual(['Bella + Canvas', 'Gildan']);
    expect(
      (await repo.listBrands({ ids: [1], names: ['BELLA + CANVAS'] })).map((b) => b.id),
    ).toEqual([2, 1]);
    expect(await repo.listCategories([21, 99])).toEqual([
      { id: 21, name: 'T-Shirts', image: 'Images/Category/21.jpg' },
    ]);
  });

  it('searches styles by words across brand, style name and title', async () => {
    const repo = createCatalogRepository(handle);
    expect(await repo.searchStyleIds(['bella', 'tee'], 10)).toEqual([11]);
    expect(await repo.searchStyleIds(['tee'], 10)).toEqual([10, 11]);
  });
});
