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
 *
 * Answers the document once its title and first batch of rows are laid out (or it is finished):
 * a failure before then rejects, so the request answers an error instead of starting a 200 it
 * cannot finish (issue 28). A later failure goes to `onError` and breaks the document off.
 */
export function streamPdf<Row>(report: PdfReport<Row>): Promise<Pdf> {
  const doc = createPdf(report);
  // A failure reaches `onError` and the reader: no listener must not mean a crashed process.
  doc.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    let started = false;
    const start = () => {
      started = true;
      resolve(doc);
    };
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
        if (!started) start();
        await whenReaderKeepsUp(doc);
      });
      report.finish?.(doc, table);
      doc.end();
      if (!started) start();
    };
    run().catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!started) {
        doc.destroy();
        reject(failure);
        return;
      }
      report.onError(failure);
      doc.destroy(failure);
    });
  });
}
