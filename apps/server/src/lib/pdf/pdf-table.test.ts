import { getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { createPdf, pdfTable } from '.';

async function pagesOf(doc: PDFKit.PDFDocument): Promise<string[]> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve) => doc.on('end', resolve));
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const words = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(words.replace(/\s+/g, ' '));
  }
  return pages;
}

it('breaks a long table across pages, repeating its header, with the header, footer and page number on each', async () => {
  const doc = createPdf({ title: 'Test', header: 'Yaar · Test report', footer: 'All products' });
  const table = pdfTable(doc, [
    { header: 'Customer', weight: 3 },
    { header: 'Amount', weight: 1, align: 'right' },
  ]);
  for (let row = 1; row <= 120; row += 1) table.row([`Customer ${row}`, `₹${row},000.00`]);
  table.row([
    'A name long enough to wrap over two lines of its narrow column in this table, and then some more',
    '₹1.00',
  ]);
  doc.end();
  const pages = await pagesOf(doc);
  expect(pages.length).toBeGreaterThanOrEqual(3);
  pages.forEach((text, index) => {
    expect(text).toContain('Yaar · Test report');
    expect(text).toContain('All products');
    expect(text).toContain(`Page ${index + 1}`);
    expect(text).toContain('Customer Amount');
  });
  const all = pages.join('\n');
  for (const row of [1, 60, 120]) expect(all).toContain(`Customer ${row} ₹${row},000.00`);
  expect(all).toContain('A name long enough to wrap');
});
