// InvoiceDocument -> PDF bytes, laid out with pdfkit (a maintained PDF library; no hand-written
// PDF syntax). Letter size, the standard Helvetica fonts (no font files to ship), the line table
// continued on as many pages as it needs with its header repeated, and "Page i of n" per invoice.
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '@/lib/domain/invoice';

const MARGIN = 48;
const PAGE_BOTTOM = 792 - MARGIN - 24; // room for the page footer
const COLUMNS = [
  { title: 'Line', x: MARGIN, width: 28, align: 'left' },
  { title: 'SKU', x: 78, width: 68, align: 'left' },
  { title: 'Description', x: 148, width: 214, align: 'left' },
  { title: 'Ordered', x: 364, width: 44, align: 'right' },
  { title: 'Shipped', x: 410, width: 44, align: 'right' },
  { title: 'Price', x: 456, width: 50, align: 'right' },
  { title: 'Amount', x: 508, width: 56, align: 'right' },
] as const;

type Doc = PDFKit.PDFDocument;

function block(
  doc: Doc,
  title: string,
  lines: readonly string[],
  x: number,
  y: number,
  width: number,
) {
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('#555555')
    .text(title.toUpperCase(), x, y, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#000000');
  let bottom = y + 12;
  for (const line of lines) {
    doc.text(line, x, bottom, { width });
    bottom = doc.y;
  }
  return bottom;
}

function header(doc: Doc, invoice: InvoiceDocument): number {
  block(doc, 'From', invoice.supplier, MARGIN, MARGIN, 260);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(invoice.title, 330, MARGIN, { width: 234, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`No. ${invoice.invoiceNumber}`, 330, doc.y, { width: 234, align: 'right' });

  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', invoice.invoiceDate],
    ['Order number', invoice.orderNumber],
    ['Order date', invoice.orderDate],
    ['PO number', invoice.poNumber || '—'],
    ['Ship date', invoice.shipDate || 'not yet shipped'],
    ['Customer number', invoice.customerNumber],
    ['Terms', invoice.terms],
    ['Ship via', invoice.shippingMethod],
    ['Due date', invoice.dueDate || 'on receipt'],
  ];
  if (invoice.trackingNumber) facts.push(['Tracking number', invoice.trackingNumber]);
  let y = 128;
  facts.forEach(([label, value], i) => {
    const x = i % 2 === 0 ? MARGIN : 310;
    if (i % 2 === 0 && i > 0) y += 13;
    doc.font('Helvetica-Bold').fontSize(8.5).text(`${label}:`, x, y, { width: 90 });
    doc.font('Helvetica').text(value, x + 92, y, { width: 160, lineBreak: false, ellipsis: true });
  });
  y += 26;
  const bottoms = [
    block(doc, 'Bill to', invoice.billTo, MARGIN, y, 165),
    block(doc, 'Ship to', invoice.shipTo, 222, y, 165),
    block(doc, 'Ship from', invoice.shipFrom, 396, y, 168),
  ];
  return Math.max(...bottoms) + 14;
}

function tableHeader(doc: Doc, y: number): number {
  doc
    .rect(MARGIN, y - 3, 564 - MARGIN, 15)
    .fill('#e8e8e8')
    .fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(8.5);
  for (const c of COLUMNS) doc.text(c.title, c.x, y, { width: c.width, align: c.align });
  return y + 16;
}

function renderInvoice(doc: Doc, invoice: InvoiceDocument) {
  let y = tableHeader(doc, header(doc, invoice));
  doc.font('Helvetica').fontSize(8.5);
  for (const line of invoice.lines) {
    const height = Math.max(11, doc.heightOfString(line.description, { width: COLUMNS[2].width }));
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${invoice.title} ${invoice.invoiceNumber} (continued)`, MARGIN, MARGIN);
      y = tableHeader(doc, MARGIN + 20);
      doc.font('Helvetica').fontSize(8.5);
    }
    const cells = [
      String(line.lineNumber),
      line.sku,
      line.description,
      String(line.qtyOrdered),
      String(line.qtyShipped),
      line.unitPrice,
      line.extension,
    ];
    COLUMNS.forEach((c, i) => doc.text(cells[i] ?? '', c.x, y, { width: c.width, align: c.align }));
    y += height + 3;
  }
  const totalsHeight = invoice.totals.length * 14 + 10;
  if (y + totalsHeight > PAGE_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(360, y + 2)
    .lineTo(564, y + 2)
    .stroke('#999999');
  y += 8;
  invoice.totals.forEach((t, i) => {
    const last = i === invoice.totals.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 10.5 : 9);
    doc.text(t.label, 360, y, { width: 120 });
    doc.text(t.amount, 480, y, { width: 84, align: 'right' });
    y += 14;
  });
}

/** One PDF holding every invoice, each starting on a new page with its own page numbers. */
export function renderInvoicesPdf(invoices: readonly InvoiceDocument[]): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: invoices.map((i) => `${i.title} ${i.invoiceNumber}`).join(', '),
      Author: 'Apparel Portal',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const ranges: { invoice: InvoiceDocument; first: number; last: number }[] = [];
  invoices.forEach((invoice, index) => {
    if (index > 0) doc.addPage();
    const first = doc.bufferedPageRange().count - 1;
    renderInvoice(doc, invoice);
    ranges.push({ invoice, first, last: doc.bufferedPageRange().count - 1 });
  });
  for (const { invoice, first, last } of ranges) {
    for (let page = first; page <= last; page++) {
      doc.switchToPage(page);
      const text = `${invoice.title} ${invoice.invoiceNumber} · Page ${page - first + 1} of ${last - first + 1}`;
      doc.font('Helvetica').fontSize(8).fillColor('#555555');
      // Writing below the bottom margin would make pdfkit open a new page; lift the margin first.
      doc.page.margins.bottom = 0;
      doc.text(text, MARGIN, 792 - MARGIN, {
        width: 564 - MARGIN,
        align: 'center',
        lineBreak: false,
      });
    }
  }
  doc.end();
  return finished;
}
