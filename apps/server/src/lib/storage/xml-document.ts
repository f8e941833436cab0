/**
 * A small, strict XML reader for uploaded SVG images (DESIGN §7): well-formed XML or nothing. It
 * keeps elements, attributes and text; drops comments, processing instructions and a DOCTYPE
 * without an internal subset; refuses an internal subset (entity declarations: no entity expansion
 * attacks) and any entity other than the five predefined ones and character references.
 */
export interface XmlElement {
  kind: 'element';
  /** The qualified name as written (`svg`, `xlink:href`'s element, `svg:rect`). */
  name: string;
  attributes: [name: string, value: string][];
  children: XmlNode[];
}
export interface XmlText {
  kind: 'text';
  text: string;
}
export type XmlNode = XmlElement | XmlText;

/** Deeper or larger documents are refused: no image needs them, and they cost time. */
const MAX_DEPTH = 256;
const MAX_NODES = 250_000;

class NotWellFormed extends Error {}
const refuse = (): never => {
  throw new NotWellFormed();
};

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9._:\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]+/y;
const REFERENCE = /&(?:#x([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/y;
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 does not allow
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** Replaces the references of raw text or an attribute value; refuses anything else after '&'. */
function decode(raw: string): string {
  if (FORBIDDEN_CHARACTER.test(raw)) refuse();
  if (!raw.includes('&')) return raw;
  let text = '';
  let from = 0;
  for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', from)) {
    REFERENCE.lastIndex = amp;
    const match = REFERENCE.exec(raw) ?? refuse();
    const [, hex, decimal, named] = match;
    let value: string;
    if (named) value = PREDEFINED[named]!;
    else {
      const code = hex ? parseInt(hex, 16) : Number(decimal);
      if (!isXmlChar(code)) refuse();
      value = String.fromCodePoint(code);
    }
    text += raw.slice(from, amp) + value;
    from = REFERENCE.lastIndex;
  }
  return text + raw.slice(from);
}

/** The root element of `source` when it is a well-formed XML document; null otherwise. */
export function parseXml(source: string): XmlElement | null {
  try {
    return new Reader(source.startsWith('\uFEFF') ? source.slice(1) : source).document();
  } catch (error) {
    if (error instanceof NotWellFormed || error instanceof RangeError) return null;
    throw error;
  }
}

/** The local part of a qualified name (`svg:rect` → `rect`). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The root of a well-formed UTF-8 XML document whose root element is `<svg>`; null otherwise. */
export function parseSvg(bytes: Uint8Array): XmlElement | null {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const root = parseXml(source);
  return root && localName(root.name) === 'svg' ? root : null;
}

class Reader {
  private at = 0;
  private nodes = 0;
  constructor(private readonly source: string) {}

  document(): XmlElement {
    this.misc(true);
    if (this.source[this.at] !== '<') refuse();
    const root = this.element(0);
    this.misc(false);
    if (this.at !== this.source.length) refuse();
    return root;
  }

  private startsWith(text: string) {
    return this.source.startsWith(text, this.at);
  }

  private skipTo(end: string) {
    const found = this.source.indexOf(end, this.at);
    if (found < 0) refuse();
    this.at = found + end.length;
  }

  private space(): boolean {
    SPACE.lastIndex = this.at;
    if (!SPACE.test(this.source)) return false;
    this.at = SPACE.lastIndex;
    return true;
  }

  private name(): string {
    NAME.lastIndex = this.at;
    const match = NAME.exec(this.source) ?? refuse();
    this.at = NAME.lastIndex;
    return match[0];
  }

  /** Whitespace, comments and processing instructions around the root; a DOCTYPE before it. */
  private misc(prolog: boolean) {
    for (;;) {
      this.space();
      if (this.startsWith('<!--')) this.skipTo('-->');
      else if (this.startsWith('<?')) this.skipTo('?>');
      else if (prolog && this.startsWith('<!DOCTYPE')) this.doctype();
      else return;
    }
  }

  /** A DOCTYPE naming an external DTD is skipped (never read); an internal subset is refused. */
  private doctype() {
    let quote: string | null = null;
    for (this.at += 9; this.at < this.source.length; this.at += 1) {
      const char = this.source[this.at]!;
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '[') refuse();
      else if (char === '>') {
        this.at += 1;
        return;
      }
    }
    refuse();
  }

  private element(depth: number): XmlElement {
    if (depth > MAX_DEPTH || ++this.nodes > MAX_NODES) refuse();
    this.at += 1; // '<'
    const element: XmlElement = {
      kind: 'element',
      name: this.name(),
      attributes: [],
      children: [],
    };
    const seen = new Set<string>();
    for (;;) {
      const spaced = this.space();
      if (this.startsWith('/>')) {
        this.at += 2;
        return element;
      }
      if (this.startsWith('>')) {
        this.at += 1;
        break;
      }
      if (!spaced) refuse();
      const name = this.name();
      if (seen.has(name)) refuse();
      seen.add(name);
      this.space();
      if (this.source[this.at] !== '=') refuse();
      this.at += 1;
      this.space();
      const quote = this.source[this.at];
      if (quote !== '"' && quote !== "'") refuse();
      const end = this.source.indexOf(quote!, this.at + 1);
      if (end < 0) refuse();
      const raw = this.source.slice(this.at + 1, end);
      if (raw.includes('<')) refuse();
      element.attributes.push([name, decode(raw).replace(/[\t\r\n]/g, ' ')]);
      this.at = end + 1;
    }
    this.content(element, depth);
    return element;
  }

  private content(element: XmlElement, depth: number) {
    for (;;) {
      if (this.at >= this.source.length) refuse();
      if (this.startsWith('</')) {
        this.at += 2;
        if (this.name() !== element.name) refuse();
        this.space();
        if (this.source[this.at] !== '>') refuse();
        this.at += 1;
        return;
      }
      if (this.startsWith('<!--')) this.skipTo('-->');
      else if (this.startsWith('<![CDATA[')) {
        const start = this.at + 9;
        this.skipTo(']]>');
        const text = this.source.slice(start, this.at - 3);
        if (FORBIDDEN_CHARACTER.test(text)) refuse();
        this.text(element, text);
      } else if (this.startsWith('<?')) this.skipTo('?>');
      else if (this.startsWith('<!')) refuse();
      else if (this.startsWith('<')) element.children.push(this.element(depth + 1));
      else {
        const next = this.source.indexOf('<', this.at);
        const raw = this.source.slice(this.at, next < 0 ? this.source.length : next);
        if (raw.includes(']]>')) refuse();
        this.text(element, decode(raw));
        this.at += raw.length;
      }
    }
  }

  private text(element: XmlElement, text: string) {
    if (++this.nodes > MAX_NODES) refuse();
    const last = element.children.at(-1);
    if (last?.kind === 'text') last.text += text;
    else element.children.push({ kind: 'text', text });
  }
}
