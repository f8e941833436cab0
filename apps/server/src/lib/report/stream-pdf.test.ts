import { buffer } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { INDIAN_NAMES } from '../../../test/indian-names';
import { pdfTextAsWritten } from '../../../test/licences';
import type { ReportColumn, RowSource } from './report-columns';
import { streamPdf } from './stream-pdf';

interface Sale {
  name: string;
  amount: number;
}

const columns: ReportColumn<Sale>[] = [
  { header: 'Name', weight: 3, value: (sale) => sale.name },
  { header: 'Amount', money: true, value: (sale) => sale.amount },
];

/** The rows in batches of `size`, as a database cursor hands them on. */
const inBatches =
  (rows: Sale[], size: number): RowSource<Sale> =>
  async (onBatch) => {
    for (let i = 0; i < rows.length; i += size) await onBatch(rows.slice(i, i + size));
  };

const report = (rows: RowSource<Sale>, onError = vi.fn()) =>
  streamPdf({ title: 'Sales', subtitle: 'All of them', columns, rows, onError });

/** A column whose value cannot be drawn for the row named `broken`. */
const failingAt = (broken: string): ReportColumn<Sale>[] => [
  {
    header: 'Name',
    value: (sale) => {
      if (sale.name === broken) throw new Error(`cannot draw ${broken}`);
      return sale.name;
    },
  },
];

describe('streamPdf', () => {
  it('prints every name of the corpus, each read back as written (issue 28)', async () => {
    const rows = INDIAN_NAMES.map((name, i) => ({ name, amount: 100 * (i + 1) }));
    const onError = vi.fn();
    const text = pdfTextAsWritten(await buffer(await report(inBatches(rows, 5), onError)));
    for (const name of INDIAN_NAMES) expect(text, name).toContain(name);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects, before anything is answered, when a row of the first batch cannot be drawn', async () => {
    const rows = [
      { name: 'Asha', amount: 1 },
      { name: 'Broken', amount: 2 },
    ];
    const onError = vi.fn();
    await expect(
      streamPdf({
        title: 'Sales',
        subtitle: '',
        columns: failingAt('Broken'),
        rows: inBatches(rows, 10),
        onError,
      }),
    ).rejects.toThrow('cannot draw Broken');
    expect(onError).not.toHaveBeenCalled();
  });

  it('breaks the document off and says so when a later batch fails: never a finished-looking file', async () => {
    const rows = [
      { name: 'Asha', amount: 1 },
      { name: 'Broken', amount: 2 },
    ];
    const onError = vi.fn();
    const doc = await streamPdf({
      title: 'Sales',
      subtitle: '',
      columns: failingAt('Broken'),
      rows: inBatches(rows, 1),
      onError,
    });
    await expect(buffer(doc)).rejects.toThrow('cannot draw Broken');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'cannot draw Broken' }),
    );
  });
});
