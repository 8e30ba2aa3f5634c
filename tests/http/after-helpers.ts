// Helpers of the after-the-order tests (issue 12): read PDFs like a client would, and move the
// lifecycle (and its issue-12 steps) forward the way the background simulator does.
import { join } from 'node:path';
import { advanceOrders } from '@/lib/services/advance-orders';
import { receiveReturns } from '@/lib/services/receive-returns';
import { recordTrackingCheckpoints } from '@/lib/services/record-tracking-checkpoints';
import type { TestServer } from './harness';

/** What the background tasks run every few seconds (they are off in the test harness). */
export async function tick(server: TestServer): Promise<void> {
  await advanceOrders(server.app.deps);
  await recordTrackingCheckpoints(server.app.deps);
  await receiveReturns(server.app.deps);
}

/** Moves the clock in steps, ticking after each, so every scheduled step happens in order. */
export async function advance(server: TestServer, ms: number, step = 60_000): Promise<void> {
  for (let left = ms; left > 0; left -= step) {
    server.clock.advance(Math.min(step, left));
    await tick(server);
  }
}

export interface PdfText {
  pages: string[];
  text: string;
}

/** Opens a PDF with pdf.js (Mozilla's parser) and returns the text of each page. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<PdfText> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/'),
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return { pages, text: pages.join('\n') };
}
