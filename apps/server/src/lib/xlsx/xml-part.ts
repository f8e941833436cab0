import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export type XmlTag = SaxesTagPlain;

/** An XML part that is not well-formed, or holds a run of text or markup past the bound. */
export class XmlPartError extends Error {
  constructor(
    readonly reason: 'damaged' | 'run-too-long',
    message: string,
    /** For a run too long: the bytes of the chunk before the run began, safe to parse. */
    readonly safeBytes = 0,
  ) {
    super(message);
  }
}

const LT = 0x3c;
const GT = 0x3e;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** Where the guard stands: in text or a tag, just after `<` or `<!`, or inside a comment, CDATA or PI. */
const At = { Text: 0, Open: 1, Bang: 2, Comment: 3, CData: 4, Instruction: 5 } as const;
type At = (typeof At)[keyof typeof At];

/**
 * Bounds what an XML parser must hold at once. saxes gathers a text, a tag with its attributes, a
 * comment, a CDATA section or a processing instruction whole before it hands it on, so one cell of
 * 700 MB would be one 700 MB string. The guard sees the bytes first and refuses any such run longer
 * than `maxRun` bytes: text and markup runs end at the next `<`; a comment, CDATA or processing
 * instruction at its own end (`-->`, `]]>`, `?>`). A DOCTYPE is refused outright (no workbook part
 * has one; entity declarations are the classic XML bomb).
 */
export class MarkupGuard {
  private at: At = At.Text;
  private run = 0;
  /** The two bytes before the current one, for the end markers. */
  private last = 0;
  private beforeLast = 0;

  constructor(private readonly maxRun: number) {}

  /** Where the current run began in the chunk being checked (-1: in an earlier chunk). */
  private runStart = -1;

  private tooLong(): never {
    throw new XmlPartError(
      'run-too-long',
      `a text or tag longer than ${this.maxRun} bytes`,
      Math.max(this.runStart, 0),
    );
  }

  check(chunk: Uint8Array): void {
    this.runStart = -1;
    let index = 0;
    while (index < chunk.length) {
      if (this.at === At.Text) {
        // The common case: jump from one `<` to the next.
        const next = chunk.indexOf(LT, index);
        const end = next < 0 ? chunk.length : next;
        this.run += end - index;
        if (this.run > this.maxRun) this.tooLong();
        if (next < 0) return;
        this.run = 0;
        this.runStart = next;
        this.at = At.Open;
        index = next + 1;
        continue;
      }
      const byte = chunk[index]!;
      index += 1;
      this.run += 1;
      if (this.run > this.maxRun) this.tooLong();
      switch (this.at) {
        case At.Open:
          this.at = byte === BANG ? At.Bang : byte === QUESTION ? At.Instruction : At.Text;
          break;
        case At.Bang:
          if (byte === DASH) this.at = At.Comment;
          else if (byte === BRACKET) this.at = At.CData;
          else throw new XmlPartError('damaged', 'a DOCTYPE or other declaration');
          break;
        case At.Comment:
          if (byte === GT && this.last === DASH && this.beforeLast === DASH) this.endSpecial();
          break;
        case At.CData:
          if (byte === GT && this.last === CLOSE_BRACKET && this.beforeLast === CLOSE_BRACKET)
            this.endSpecial();
          break;
        case At.Instruction:
          if (byte === GT && this.last === QUESTION) this.endSpecial();
          break;
      }
      this.beforeLast = this.last;
      this.last = byte;
    }
  }

  private endSpecial() {
    this.at = At.Text;
    this.run = 0;
  }
}

export interface XmlHandlers {
  open?: (tag: XmlTag) => void;
  text?: (text: string) => void;
  close?: (tag: XmlTag) => void;
}

/** A tag's name without its namespace prefix (`x:row` is `row`): writers choose their prefixes. */
export const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * Parses an XML part as its bytes arrive, through the guard, calling `handlers` (CDATA counts as
 * text); yields after each chunk, so a caller can hand on what the handlers gathered before the
 * next chunk is read. Throws `XmlPartError` for XML that is not well-formed or a run too long.
 */
export async function* parseXmlPart(
  bytes: AsyncIterable<Buffer>,
  handlers: XmlHandlers,
  maxRun: number,
): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false, xmlns: false });
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  if (handlers.close) parser.on('closetag', handlers.close);
  const guard = new MarkupGuard(maxRun);
  const decoder = new StringDecoder('utf8');
  const write = (text: string) => {
    try {
      parser.write(text);
    } catch (error) {
      // saxes throws plain Errors for XML that is not well-formed; a handler's own error passes.
      if (error instanceof Error && error.constructor === Error)
        throw new XmlPartError('damaged', error.message);
      throw error;
    }
  };
  for await (const chunk of bytes) {
    try {
      guard.check(chunk);
    } catch (error) {
      // What came before the run is parsed, so the caller knows where it stands.
      if (error instanceof XmlPartError && error.safeBytes > 0)
        write(decoder.write(chunk.subarray(0, error.safeBytes)));
      throw error;
    }
    write(decoder.write(chunk));
    yield;
  }
  write(decoder.end());
  try {
    parser.close();
  } catch (error) {
    throw new XmlPartError('damaged', (error as Error).message);
  }
  yield;
}
