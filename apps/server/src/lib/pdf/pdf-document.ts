import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { fontsDir } from '../paths';
import { fontkitFont, harfBuzzFont } from './font-layout';

export type Pdf = PDFKit.PDFDocument;

/** DejaVu Sans, Latin subset (assets/fonts, Bitstream Vera licence): embedded, so ₹ prints. */
export const FONT = 'Body';
export const FONT_BOLD = 'Bold';

const read = (file: string) => fs.readFileSync(path.join(fontsDir, file));

/**
 * Parsed once: every document registers the same fonts (each embeds the subset it uses). Latin in
 * DejaVu Sans, laid out by fontkit; Devanagari and Gujarati in Noto Sans (assets/fonts/README.md),
 * shaped by HarfBuzz (font-layout.ts). `writeText` picks the font per run of script.
 */
const fonts: Record<string, Font> = {
  [FONT]: fontkitFont(read('DejaVuSans-Latin.ttf')),
  [FONT_BOLD]: fontkitFont(read('DejaVuSans-Bold-Latin.ttf')),
  Devanagari: harfBuzzFont(read('NotoSansDevanagari-Regular.woff'), 'Deva'),
  DevanagariBold: harfBuzzFont(read('NotoSansDevanagari-Bold.woff'), 'Deva'),
  Gujarati: harfBuzzFont(read('NotoSansGujarati-Regular.woff'), 'Gujr'),
  GujaratiBold: harfBuzzFont(read('NotoSansGujarati-Bold.woff'), 'Gujr'),
};

export interface PdfOptions {
  title: string;
  /** Printed at the top of every page (e.g. the supplier's name); the body starts under it. */
  header?: string;
  /** Printed at the bottom left of every page, beside 'Page N'. */
  footer?: string;
  size?: 'A4';
  layout?: 'portrait' | 'landscape';
}

const MARGIN = 40;
const SMALL = 8;

/**
 * A streaming PDF (pdfkit is a Readable: pipe it or send it as the reply) with the embedded font,
 * a running header and a footer with page numbers on every page. Call `doc.end()` when done.
 */
export function createPdf(options: PdfOptions): Pdf {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margins: {
      top: MARGIN + (options.header ? 18 : 0),
      bottom: MARGIN + 16,
      left: MARGIN,
      right: MARGIN,
    },
    info: { Title: options.title, Producer: 'Yaar Back Office', Creator: 'Yaar Back Office' },
    autoFirstPage: false,
    compress: true,
  });
  // pdfkit takes a parsed fontkit font as it is (its font factory accepts anything with a `layout`).
  for (const [name, font] of Object.entries(fonts))
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  let pageNumber = 0;
  doc.on('pageAdded', () => {
    pageNumber += 1;
    forgetLaidOutText(doc);
    decoratePage(doc, options, pageNumber);
  });
  doc.addPage();
  return doc;
}

/**
 * pdfkit keeps every word it has laid out, per font, for the life of the document: over a report
 * of 30,000 rows (names, mobiles, invoice numbers, each unique) that cache, not the pages, held
 * the memory. Emptied at each page, a document's memory no longer grows with its length.
 */
function forgetLaidOutText(doc: Pdf) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
    ._fontFamilies;
  for (const font of Object.values(families ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }
}

function decoratePage(doc: Pdf, options: PdfOptions, pageNumber: number) {
  const { page } = doc;
  const width = page.width - 2 * MARGIN;
  const bottom = page.margins.bottom;
  page.margins.bottom = 0;
  doc.save().font(FONT).fontSize(SMALL).fillColor('#555555');
  if (options.header) {
    doc.text(options.header, MARGIN, MARGIN - 4, { width, lineBreak: false, ellipsis: true });
  }
  const footerY = page.height - MARGIN;
  if (options.footer)
    doc.text(options.footer, MARGIN, footerY, {
      width: width - 60,
      lineBreak: false,
      ellipsis: true,
    });
  doc.text(`Page ${pageNumber}`, MARGIN, footerY, { width, align: 'right', lineBreak: false });
  doc.restore();
  page.margins.bottom = bottom;
  doc.font(FONT).fontSize(10).fillColor('#000000');
  doc.x = MARGIN;
  doc.y = page.margins.top;
}

/** The writable width between the margins. */
export const contentWidth = (doc: Pdf) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Whether `height` more points fit above the bottom margin. */
export const fits = (doc: Pdf, height: number) =>
  doc.y + height <= doc.page.height - doc.page.margins.bottom;

const MAX_BUFFERED = 1024 * 1024;

/**
 * Back-pressure for long documents: waits while more than 1 MB of the PDF is unread, and throws
 * when the reader has gone (the request was cancelled), so a report stops fetching rows.
 */
export async function whenReaderKeepsUp(doc: Pdf): Promise<void> {
  for (;;) {
    if (doc.destroyed) throw new Error('The PDF reader has gone.');
    if (doc.readableLength < MAX_BUFFERED) return;
    await delay(5);
  }
}
