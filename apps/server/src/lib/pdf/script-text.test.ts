import { describe, expect, it } from 'vitest';
import { pdfTextAsWritten } from '../../../test/licences';
import { FONT, createPdf } from './pdf-document';
import { scriptRuns, writeText } from './script-text';

describe('scriptRuns', () => {
  it('keeps Latin text whole', () => {
    expect(scriptRuns('Meera Motors, ₹1,500')).toEqual([
      { text: 'Meera Motors, ₹1,500', script: 'latin' },
    ]);
  });

  it('cuts where the script changes; joiners and the danda stay with their letters', () => {
    expect(scriptRuns('श्री Ganesh क्ष\u200dत्र। ગુજરાત।')).toEqual([
      { text: 'श्री', script: 'devanagari' },
      { text: ' Ganesh ', script: 'latin' },
      { text: 'क्ष\u200dत्र।', script: 'devanagari' },
      { text: ' ', script: 'latin' },
      { text: 'ગુજરાત।', script: 'gujarati' },
    ]);
  });
});

describe('writeText', () => {
  it('wraps a long Devanagari and Gujarati address at its spaces, every word read back as written', async () => {
    const address = 'श्री गणेश ट्रेडर्स, क्षत्रिय मार्ग, હિંમતનગર રોડ, અમદાવાદ ૩૮૦૦૦૯ गुजरात';
    const doc = createPdf({ title: 'wrap' });
    doc.font(FONT).fontSize(10);
    const top = doc.y;
    writeText(doc, address, 40, top, { width: 120 });
    const height = doc.y - top;
    doc.end();
    const chunks: Buffer[] = [];
    for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
    const text = pdfTextAsWritten(Buffer.concat(chunks));
    // Several lines, each a run of whole words: together, the address as written.
    expect(height).toBeGreaterThan(3 * 12);
    expect(text.split(/\s+/).filter(Boolean).join(' ')).toContain(address);
  });
});
