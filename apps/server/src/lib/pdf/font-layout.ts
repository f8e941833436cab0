import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import { sfntOf } from './sfnt';

type Font = fontkit.Font;
type GlyphPosition = fontkit.GlyphPosition;
/** OpenType features asked of a run (pdfkit's `features` option; no caller of ours sets one). */
type Features = Parameters<Font['layout']>[1];

/**
 * What pdfkit reads of a laid-out run: the glyphs, their positions in font units, and the advance,
 * summed when asked (pdfkit scales the positions in place first).
 */
class LaidOutRun {
  constructor(
    readonly glyphs: fontkit.Glyph[],
    readonly positions: GlyphPosition[],
  ) {}

  get advanceWidth() {
    return this.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  }
}

/** Each character's own glyph side by side: what a run prints when its shaper cannot lay it out. */
function unshaped(font: Font, text: string): LaidOutRun {
  const glyphs = font.glyphsForString(text);
  return new LaidOutRun(
    glyphs,
    glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })),
  );
}

const warned = new WeakSet<Font>();

/**
 * `font` laid out by `shape`, or, when that throws, unshaped: a name in a document is better
 * printed plain than a document not printed (issue 28: fontkit threw on 'અં'). Said once per font
 * on the process's warnings.
 */
function layOutWith(
  font: Font,
  shape: (text: string, features?: Features) => LaidOutRun | fontkit.GlyphRun,
) {
  font.layout = ((text: string, features?: Features) => {
    try {
      return shape(text, features);
    } catch (error) {
      if (!warned.has(font)) {
        warned.add(font);
        process.emitWarning(`${font.postscriptName} printed unshaped: ${String(error)}`, {
          code: 'PDF_TEXT_UNSHAPED',
        });
      }
      return unshaped(font, text);
    }
  }) as Font['layout'];
  return font;
}

const fontOf = (bytes: Buffer) => fontkit.create(bytes) as Font;

/**
 * A font parsed once for every document, laid out by fontkit (DejaVu: Latin needs its kerning and
 * ligatures, nothing more), drawn unshaped if fontkit throws.
 */
export function fontkitFont(bytes: Buffer): Font {
  const font = fontOf(bytes);
  const layout = font.layout.bind(font);
  return layOutWith(font, (text, features) => layout(text, features));
}

/** One buffer for the process: shaping is synchronous, so no two runs share it at once. */
const buffer = new hb.Buffer();

/** The code points of each glyph's cluster, on the cluster's first glyph (pdfkit's ToUnicode). */
function codePointsOf(text: string, clusters: number[], i: number): number[] {
  if (i > 0 && clusters[i - 1] === clusters[i]) return [];
  const start = clusters[i]!;
  const end = clusters.find((cluster) => cluster > start) ?? text.length;
  return [...text.slice(start, end)].map((char) => char.codePointAt(0)!);
}

/**
 * A font parsed once for every document and laid out by HarfBuzz, the shaper browsers and office
 * suites use: conjuncts, reph, pre-base vowel signs, marks placed by the font's anchors (a missing
 * anchor leaves the mark where the font drew it, as the OpenType spec says). `script` is the
 * ISO 15924 tag of the runs the font is given ('Deva', 'Gujr'). The script's own features only:
 * a `features` option is not passed on.
 */
export function harfBuzzFont(bytes: Buffer, script: string): Font {
  const sfnt = sfntOf(bytes);
  const font = fontOf(sfnt);
  const shaper = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  return layOutWith(font, (text) => {
    buffer.reset();
    buffer.addText(text);
    buffer.setScript(script);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer);
    const infos = buffer.getGlyphInfos();
    // HarfBuzz's default clusters rise along a left-to-right run (a reordered sign joins its syllable).
    const clusters = infos.map((info) => info.cluster);
    const glyphs = infos.map((info, i) =>
      font.getGlyph(info.codepoint, codePointsOf(text, clusters, i)),
    );
    return new LaidOutRun(glyphs, buffer.getGlyphPositions());
  });
}
