import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it, vi } from 'vitest';
import { INDIAN_NAMES } from '../../../test/indian-names';
import { fontsDir } from '../paths';
import { fontkitFont, harfBuzzFont } from './font-layout';
import { sfntOf } from './sfnt';

const read = (file: string) => fs.readFileSync(path.join(fontsDir, file));
const devanagari = harfBuzzFont(read('NotoSansDevanagari-Regular.woff'), 'Deva');
const gujarati = harfBuzzFont(read('NotoSansGujarati-Regular.woff'), 'Gujr');
const fontFor = (text: string) => (/[\u0a80-\u0aff]/.test(text) ? gujarati : devanagari);

/** The glyph ids `text` lays out to. */
const idsOf = (font: fontkit.Font, text: string) => font.layout(text).glyphs.map((g) => g.id);
/** The glyph a character maps to on its own (the font's cmap). */
const own = (font: fontkit.Font, char: string) => font.glyphForCodePoint(char.codePointAt(0)!).id;

describe('harfBuzzFont', () => {
  it('lays out every name of the corpus: no missing glyph, no dotted circle (issue 28: અં threw)', () => {
    for (const name of INDIAN_NAMES) {
      const font = fontFor(name);
      const run = font.layout(name);
      expect(run.glyphs.length, name).toBeGreaterThan(0);
      expect(idsOf(font, name), name).not.toContain(0);
      expect(idsOf(font, name), name).not.toContain(own(font, '\u25cc'));
      expect(run.advanceWidth, name).toBeGreaterThan(0);
    }
  });

  it('forms conjuncts: क्ष, ક્ષ and त्र are one glyph each, श्री and શ્રી two', () => {
    expect(idsOf(devanagari, 'क्ष')).toHaveLength(1);
    expect(idsOf(gujarati, 'ક્ષ')).toHaveLength(1);
    expect(idsOf(devanagari, 'त्र')).toHaveLength(1);
    expect(idsOf(devanagari, 'श्री')).toHaveLength(2);
    expect(idsOf(gujarati, 'શ્રી')).toHaveLength(2);
  });

  it('puts the vowel sign i before its consonant and the reph after it', () => {
    // कि: the sign first, then क; र्क: क first, then the reph above its end.
    expect(idsOf(devanagari, 'कि')[1]).toBe(own(devanagari, 'क'));
    expect(idsOf(gujarati, 'બિ')[1]).toBe(own(gujarati, 'બ'));
    expect(idsOf(devanagari, 'र्क')[0]).toBe(own(devanagari, 'क'));
    expect(idsOf(gujarati, 'ર્સ')[0]).toBe(own(gujarati, 'સ'));
  });

  it('keeps a mark with its letter: anusvara and chandrabindu take no width of their own', () => {
    for (const [font, text] of [
      [gujarati, 'અં'],
      [gujarati, 'આં'],
      [devanagari, 'अं'],
      [devanagari, 'चाँ'],
    ] as const) {
      const { positions } = font.layout(text);
      expect(positions.at(-1)!.xAdvance, text).toBe(0);
    }
  });
});

describe('fontkitFont', () => {
  it('draws a run fontkit cannot lay out unshaped, one glyph a character, and says so once', () => {
    // fontkit 2.0.4 throws on Noto Sans Gujarati's mark anchors for અં (issue 28).
    const warning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const font = fontkitFont(read('NotoSansGujarati-Regular.woff'));
    const run = font.layout('અંબિકા');
    expect(run.glyphs.map((g) => g.id)).toEqual([...'અંબિકા'].map((char) => own(font, char)));
    expect(run.advanceWidth).toBeGreaterThan(0);
    font.layout('આં');
    expect(warning).toHaveBeenCalledTimes(1);
    warning.mockRestore();
  });
});

describe('sfntOf', () => {
  it('unwraps a WOFF font into the TrueType font fontkit reads alike, and leaves a TrueType font as it is', () => {
    const woff = read('NotoSansGujarati-Bold.woff');
    const sfnt = sfntOf(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const [fromWoff, fromSfnt] = [woff, sfnt].map((bytes) => fontkit.create(bytes) as fontkit.Font);
    expect(fromSfnt!.numGlyphs).toBe(fromWoff!.numGlyphs);
    expect(fromSfnt!.postscriptName).toBe(fromWoff!.postscriptName);
    expect(fromSfnt!.characterSet).toEqual(fromWoff!.characterSet);
    const ttf = read('DejaVuSans-Latin.ttf');
    expect(sfntOf(ttf)).toBe(ttf);
  });
});
