import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-text';

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
