import type { Pdf } from './pdf-document';

/** The scripts a PDF prints: Latin (with ₹) in DejaVu Sans, Devanagari and Gujarati in Noto Sans. */
export type Script = 'latin' | 'devanagari' | 'gujarati';

export const SCRIPT_FONTS: Record<Script, { regular: string; bold: string }> = {
  latin: { regular: 'Body', bold: 'Bold' },
  devanagari: { regular: 'Devanagari', bold: 'DevanagariBold' },
  gujarati: { regular: 'Gujarati', bold: 'GujaratiBold' },
};

function scriptOf(code: number): Script | undefined {
  // Joiners and the danda go with the letters around them (Gujarati writes the Devanagari danda).
  if (code === 0x200c || code === 0x200d || code === 0x0964 || code === 0x0965) return undefined;
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'devanagari';
  if (code >= 0x1cd0 && code <= 0x1cff) return 'devanagari';
  if (code >= 0x0a80 && code <= 0x0aff) return 'gujarati';
  return 'latin';
}

/** Whether `text` needs no Indian-script font (the common case: checked before any cutting). */
const isLatinOnly = (text: string) => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x0900 && scriptOf(code) !== 'latin') return false;
  }
  return true;
};

export interface ScriptRun {
  text: string;
  script: Script;
}

/** `text` cut where its script changes: 'श्री Ganesh' → ['श्री' devanagari, ' Ganesh' latin]. */
export function scriptRuns(text: string): ScriptRun[] {
  if (isLatinOnly(text)) return [{ text, script: 'latin' }];
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const own = scriptOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    const danda = char === '\u0964' || char === '\u0965';
    const script =
      own ?? (last && last.script !== 'latin' ? last.script : danda ? 'devanagari' : 'latin');
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

const fontOf = (script: Script, bold: boolean) =>
  bold ? SCRIPT_FONTS[script].bold : SCRIPT_FONTS[script].regular;

/** Whether the document's current font is a bold one (so each run keeps the weight). */
const isBold = (doc: Pdf) => {
  const families = (doc as unknown as { _fontFamilies: Record<string, unknown>; _font: unknown })
    ._fontFamilies;
  return families[SCRIPT_FONTS.latin.bold] === (doc as unknown as { _font: unknown })._font;
};

/**
 * The height of one line of `text` at the current size: an Indic run stands taller (Noto's
 * ascenders and the vowel signs above and below the letters).
 */
export function lineHeightOf(doc: Pdf, text: string): number {
  // The common case first: a report's cells are Latin, and switching fonts per cell costs.
  if (isLatinOnly(text)) return doc.currentLineHeight(true);
  const bold = isBold(doc);
  const heights = scriptRuns(text).map((run) =>
    doc.font(fontOf(run.script, bold)).currentLineHeight(true),
  );
  doc.font(fontOf('latin', bold));
  return Math.max(...heights);
}

/** The width of `text` at the current size, each run in its own font. */
export function widthOfText(doc: Pdf, text: string): number {
  if (isLatinOnly(text)) return doc.widthOfString(text);
  const runs = scriptRuns(text);
  const bold = isBold(doc);
  const width = runs.reduce(
    (sum, run) => sum + doc.font(fontOf(run.script, bold)).widthOfString(run.text),
    0,
  );
  doc.font(fontOf('latin', bold));
  return width;
}

/** The current font's ascender, in points at the current size. */
const ascenderOf = (doc: Pdf) => {
  const internals = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return (internals._font.ascender / 1000) * internals._fontSize;
};

/**
 * Draws `runs` on one line from (x, y), each in its font, their baselines on one line (Noto's
 * ascender is taller than DejaVu's). The line is one span whose ActualText is the line as written:
 * shaped glyphs stand in visual order (a reph after its consonant, a vowel sign before it), and a
 * reader, a search or a copy needs the text (poppler's pdftotext reads it so).
 */
function drawLine(doc: Pdf, runs: ScriptRun[], x: number, y: number, bold: boolean) {
  const ascenders = runs.map((run) => ascenderOf(doc.font(fontOf(run.script, bold))));
  const baseline = Math.max(...ascenders);
  let left = x;
  doc.markContent('Span', { actual: runs.map((run) => run.text).join('') });
  runs.forEach((run, i) => {
    doc.font(fontOf(run.script, bold));
    doc.text(run.text, left, y + baseline - ascenders[i]!, { lineBreak: false });
    left += doc.widthOfString(run.text);
  });
  doc.endMarkedContent();
}

/**
 * `doc.text(text, x, y, options)` for text in any of the three scripts, the weight kept, the
 * document left in its Latin font. Latin-only text takes the plain path; other text is cut into
 * lines at its spaces (and its line breaks) and each line drawn run by run, aligned as asked.
 */
export function writeText(
  doc: Pdf,
  text: string,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): Pdf {
  if (isLatinOnly(text)) return doc.text(text, x, y, options);
  const bold = isBold(doc);
  const left = x ?? doc.x;
  const room = options.width ?? doc.page.width - doc.page.margins.right - left;
  const lines =
    options.lineBreak === false
      ? [text]
      : text.split('\n').flatMap((part) => wrapWords(doc, part, room));
  let top = y ?? doc.y;
  for (const line of lines) {
    const free = Math.max(0, room - widthOfText(doc, line));
    const shift =
      options.width === undefined
        ? 0
        : options.align === 'right'
          ? free
          : options.align === 'center'
            ? free / 2
            : 0;
    const lineHeight = lineHeightOf(doc, line);
    drawLine(doc, scriptRuns(line), left + shift, top, bold);
    top += lineHeight + (options.lineGap ?? 0);
  }
  doc.font(fontOf('latin', bold));
  doc.x = left;
  doc.y = top;
  return doc;
}

/** The height `writeText` takes for `text` in `width` points (Latin text as pdfkit measures it). */
export function heightOfText(doc: Pdf, text: string, width: number): number {
  if (isLatinOnly(text)) return doc.heightOfString(text, { width });
  return text
    .split('\n')
    .flatMap((part) => wrapWords(doc, part, width))
    .reduce((sum, line) => sum + lineHeightOf(doc, line), 0);
}

/** `text` cut into lines of at most `room` points, at its spaces (a longer word stands alone). */
function wrapWords(doc: Pdf, text: string, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOfText(doc, candidate) > room) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  return [...lines, line];
}
