import { FONT, FONT_BOLD, contentWidth, fits, type Pdf } from './pdf-document';
import { heightOfText, lineHeightOf, widthOfText, writeText } from './script-text';

export interface PdfColumn {
  header: string;
  /** A share of the table's width (the shares need not add up to 1). */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfTableOptions {
  fontSize?: number;
  padding?: number;
}

/**
 * A table drawn row by row: it breaks across pages and repeats its header on each new page.
 * `row(cells)` draws one row; `rule()` draws a line under the last row.
 */
export function pdfTable(doc: Pdf, columns: PdfColumn[], options: PdfTableOptions = {}) {
  const fontSize = options.fontSize ?? 9;
  const padding = options.padding ?? 3;
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / totalWeight) * width);

  /** Whether a cell fits on one line: then it is drawn directly, without the line wrapper (10× faster). */
  const fitsOneLine = (cell: string, i: number) =>
    !cell.includes('\n') && widthOfText(doc, cell) <= widths[i]! - 2 * padding;

  /**
   * The type size of a cell: the table's, or smaller when its longest word (a GSTIN, an invoice
   * number, a long name) would not fit the column, so a line breaks at spaces, never in a word.
   */
  const sizeOf = (cell: string, i: number) => {
    doc.fontSize(fontSize);
    const inner = widths[i]! - 2 * padding;
    const longest = Math.max(0, ...cell.split(/\s+/).map((word) => widthOfText(doc, word)));
    return longest > inner ? (fontSize * inner) / longest : fontSize;
  };

  const heightOf = (cells: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    const lineHeight = doc.currentLineHeight(true);
    // A cell in an Indian script stands taller (its own line height, its own wrapping).
    const heights = cells.map((cell, i) => {
      doc.fontSize(sizeOf(cell, i));
      return fitsOneLine(cell, i)
        ? lineHeightOf(doc, cell)
        : heightOfText(doc, cell, widths[i]! - 2 * padding);
    });
    doc.fontSize(fontSize);
    return Math.max(lineHeight, ...heights) + 2 * padding;
  };

  const draw = (cells: string[], font: string, fill?: string, measured?: number) => {
    const height = measured ?? heightOf(cells, font);
    const top = doc.y;
    if (fill) doc.save().rect(left, top, width, height).fill(fill).restore();
    let x = left;
    doc.font(font).fontSize(fontSize).fillColor('#000000');
    cells.forEach((cell, i) => {
      const inner = widths[i]! - 2 * padding;
      const align = columns[i]!.align ?? 'left';
      doc.fontSize(sizeOf(cell, i));
      if (fitsOneLine(cell, i)) {
        const free = inner - widthOfText(doc, cell);
        const shift = align === 'right' ? free : align === 'center' ? free / 2 : 0;
        writeText(doc, cell, x + padding + shift, top + padding, { lineBreak: false });
      } else {
        // Lines of one cell read back as the cell (pdftotext, a copy): a wrapped name stays on its row.
        doc.markContent('Span', { actual: cell });
        writeText(doc, cell, x + padding, top + padding, { width: inner, align });
        doc.endMarkedContent();
      }
      x += widths[i]!;
    });
    doc.fontSize(fontSize);
    doc.x = left;
    doc.y = top + height;
    doc
      .save()
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke()
      .restore();
  };

  const header = () =>
    draw(
      columns.map((column) => column.header),
      FONT_BOLD,
      '#eeeeee',
    );

  header();
  return {
    row(cells: string[], bold = false) {
      const font = bold ? FONT_BOLD : FONT;
      const height = heightOf(cells, font);
      if (!fits(doc, height)) {
        doc.addPage();
        header();
      }
      // Measured once: a report's 30,000 rows are laid out once each.
      draw(cells, font, undefined, height);
    },
    widths,
  };
}
