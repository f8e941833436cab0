import {
  FONT_BOLD,
  createPdf,
  pdfTable,
  whenReaderKeepsUp,
  type Pdf,
  type PdfOptions,
} from '../pdf';
import { pdfCell, type ReportColumn, type RowSource } from './report-columns';

type Table = ReturnType<typeof pdfTable>;

export interface PdfReport<Row> extends PdfOptions {
  title: string;
  subtitle: string;
  columns: readonly ReportColumn<Row>[];
  rows: RowSource<Row>;
  fontSize?: number;
  /** Space inside each cell, in points (3 by default). */
  padding?: number;
  /** Writes what follows the rows (totals), when every row is in. */
  finish?: (doc: Pdf, table: Table) => void;
  onError: (error: unknown) => void;
}

/**
 * A tabular PDF streamed as `rows` yields them: waits while the reader is behind (back-pressure)
 * and stops fetching when the reader has gone, so memory stays one batch whatever the row count.
 */
export function streamPdf<Row>(report: PdfReport<Row>): Pdf {
  const doc = createPdf(report);
  const run = async () => {
    doc.font(FONT_BOLD).fontSize(14).text(report.title);
    doc.fontSize(9).text(report.subtitle).moveDown(0.5);
    const table = pdfTable(
      doc,
      report.columns.map((c) => ({
        header: c.header,
        weight: c.weight ?? 1,
        ...(c.money || c.numeric ? { align: 'right' as const } : {}),
      })),
      { fontSize: report.fontSize ?? 8, padding: report.padding },
    );
    await report.rows(async (rows) => {
      for (const row of rows) table.row(report.columns.map((c) => pdfCell(c, row)));
      await whenReaderKeepsUp(doc);
    });
    report.finish?.(doc, table);
    doc.end();
  };
  run().catch((error: unknown) => {
    report.onError(error);
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}
