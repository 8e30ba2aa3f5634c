// The baseline of the catalog benchmark: the smallest honest server for
// GET /v2/products/?style={partNumber} — node:http, one better-sqlite3 connection, two prepared
// statements, JSON.stringify. No router, auth, rate limit or field mapping layer: what is left
// is the cost of the query and of writing the answer, which the real paths are compared with.
// Run as a child process: PORT=… DATABASE_PATH=… node --import tsx scripts/bench/minimal-server.ts
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

interface ProductRow {
  id: number;
  [column: string]: unknown;
}

interface StockRow {
  product_id: number;
  warehouse_code: string;
  sku_id: number;
  qty: number;
  closeout: number;
  dropship: number;
  exclude_free_freight: number;
  full_case_only: number;
  returnable: number;
  expected_inventory: string;
}

const db = new Database(process.env.DATABASE_PATH ?? '', { readonly: true });
db.pragma('journal_mode = WAL');

const productsOfStyle = db.prepare<[string], ProductRow>(
  `SELECT p.id, p.sku, p.gtin, p.style_id, b.name AS brand_name, b.id AS brand_id, s.style_name,
          sc.color_name, sc.color_code, sc.color_price_code_name, sc.color_group,
          sc.color_group_name, sc.color_family_id, sc.color_family, sc.swatch_image,
          sc.swatch_text_color, sc.front_image, sc.side_image, sc.back_image,
          sc.direct_side_image, sc.on_model_front_image, sc.on_model_side_image,
          sc.on_model_back_image, sc.color1, sc.color2, p.size_name, p.size_code, p.size_order,
          p.size_price_code_name, s.base_category_id, p.case_qty, p.unit_weight,
          p.map_price_cents, p.retail_price_cents, p.piece_price_cents, p.dozen_price_cents,
          p.case_price_cents, p.sale_price_cents, p.sale_expires_at, p.noe_retailing,
          p.case_weight, p.case_width, p.case_length, p.case_height, p.poly_pack_qty,
          s.country_of_origin
     FROM styles s
     JOIN brands b ON b.id = s.brand_id
     JOIN products p ON p.style_id = s.id
     JOIN style_colors sc ON sc.id = p.style_color_id
    WHERE s.part_number = ?
    ORDER BY p.id`,
);
const stockOfStyle = db.prepare<[string], StockRow>(
  `SELECT st.* FROM stock st
     JOIN products p ON p.id = st.product_id
     JOIN styles s ON s.id = p.style_id
     JOIN warehouses w ON w.code = st.warehouse_code
    WHERE s.part_number = ?
    ORDER BY st.product_id, w.sort_order`,
);

const dollars = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : null);

function answer(partNumber: string) {
  const stockByProduct = new Map<number, StockRow[]>();
  for (const row of stockOfStyle.all(partNumber)) {
    const list = stockByProduct.get(row.product_id) ?? [];
    list.push(row);
    stockByProduct.set(row.product_id, list);
  }
  return productsOfStyle.all(partNumber).map((p) => {
    const stock = stockByProduct.get(p.id) ?? [];
    return {
      ...p,
      map_price_cents: dollars(p.map_price_cents),
      retail_price_cents: dollars(p.retail_price_cents),
      piece_price_cents: dollars(p.piece_price_cents),
      dozen_price_cents: dollars(p.dozen_price_cents),
      case_price_cents: dollars(p.case_price_cents),
      sale_price_cents: dollars(p.sale_price_cents),
      qty: stock.reduce((sum, s) => sum + s.qty, 0),
      warehouses: stock.map((s) => ({
        warehouseAbbr: s.warehouse_code,
        skuID: s.sku_id,
        qty: s.qty,
        closeout: s.closeout === 1,
        dropship: s.dropship === 1,
        excludeFreeFreight: s.exclude_free_freight === 1,
        fullCaseOnly: s.full_case_only === 1,
        returnable: s.returnable === 1,
        expectedInventory: s.expected_inventory,
      })),
    };
  });
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const style = url.searchParams.get('style');
  if (!style) {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const products = answer(style);
  const body = JSON.stringify(products);
  res
    .writeHead(products.length ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' })
    .end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
