import { localName, parseSvg, type XmlElement } from '../../lib/storage/xml-document';

/**
 * An uploaded SVG rebuilt from an allow-list (DESIGN §7): drawing elements and their presentation
 * attributes only. Gone: `<script>`, `<foreignObject>`, animation (it can set an `href`), every
 * `on*` attribute, `javascript:` and every reference outside the image (an `href` not starting with
 * '#', `url(…)` not to '#', CSS `@import`). Comments, processing instructions and the DOCTYPE are
 * dropped; text is written escaped. Served besides with a CSP that allows no script or fetch.
 */
const ELEMENTS = new Set([
  ...['svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style', 'a', 'switch'],
  ...['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image'],
  ...['text', 'tspan', 'textPath'],
  ...['linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker'],
  ...['filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite'],
  ...['feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight'],
  ...['feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur'],
  ...['feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight'],
  ...['feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence'],
]);

const ATTRIBUTES = new Set([
  ...['id', 'class', 'style', 'lang', 'xml:space', 'xml:lang', 'href', 'xlink:href'],
  ...['version', 'viewBox', 'preserveAspectRatio', 'transform', 'width', 'height'],
  ...['x', 'y', 'z', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr'],
  ...['d', 'points', 'pathLength', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust'],
  ...['startOffset', 'method', 'spacing', 'side'],
  ...['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity'],
  ...['stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray'],
  ...['stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow'],
  ...['clip-path', 'clip-rule', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end'],
  ...['stop-color', 'stop-opacity', 'offset', 'gradientUnits', 'gradientTransform'],
  ...['spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform'],
  ...['clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight'],
  ...['markerUnits', 'refX', 'refY', 'orient', 'font-family', 'font-size', 'font-weight'],
  ...['font-style', 'font-variant', 'font-stretch', 'text-anchor', 'dominant-baseline'],
  ...['alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing'],
  ...['text-decoration', 'writing-mode', 'direction', 'unicode-bidi', 'shape-rendering'],
  ...['text-rendering', 'image-rendering', 'color-interpolation', 'color-interpolation-filters'],
  ...['mix-blend-mode', 'isolation', 'paint-order', 'vector-effect', 'filterUnits'],
  ...['primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'type', 'values'],
  ...['operator', 'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity', 'lighting-color'],
  ...['radius', 'scale', 'xChannelSelector', 'yChannelSelector', 'baseFrequency'],
  ...['numOctaves', 'seed', 'stitchTiles', 'order', 'kernelMatrix', 'divisor', 'bias'],
  ...['targetX', 'targetY', 'edgeMode', 'kernelUnitLength', 'preserveAlpha', 'surfaceScale'],
  ...['specularConstant', 'specularExponent', 'diffuseConstant', 'azimuth', 'elevation'],
  ...['pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'tableValues', 'slope'],
  ...['intercept', 'amplitude', 'exponent'],
]);

const SVG_NAMESPACES =
  'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** Lower case, without the spaces and control characters a browser skips inside a URL or CSS. */
// eslint-disable-next-line no-control-regex -- a browser skips these inside a URL scheme
const squeezed = (value: string) => value.replace(/[\s\u0000-\u001F]+/g, '').toLowerCase();

/** Every `url(…)` points inside the image ('#…'). One pass: no quadratic cost on a long value. */
const onlyLocalUrls = (value: string) => !/url\((?!["']?#)/.test(squeezed(value));

/** CSS that can run nothing and fetch nothing. Escapes (`u\72l(`) could hide either: refused. */
const isSafeCss = (css: string) => {
  const text = squeezed(css);
  return (
    !/[\\<]|@import|expression\(|javascript:|vbscript:|-moz-binding|behavior:|image-set\(/.test(
      text,
    ) && onlyLocalUrls(css)
  );
};

/** A `style` attribute with only its safe declarations; '' when none is. */
const safeDeclarations = (style: string) =>
  style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '' && isSafeCss(declaration))
    .join('; ');

/** A `<style>` sheet without `@import` rules or outside `url(…)`s; null when still unsafe. */
const safeStyleSheet = (css: string) => {
  const cleaned = css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(?!["']?\s*#)[^)]*\)/gi, 'none');
  return isSafeCss(cleaned) ? cleaned : null;
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** An attribute as it may stay, or null: allowed by name, references inside the image only. */
function safeAttribute(name: string, value: string): string | null {
  if (/^on/i.test(localName(name)) || !ATTRIBUTES.has(name)) return null;
  const text = squeezed(value);
  if (/javascript:|vbscript:|data:/.test(text) && !name.endsWith('href')) return null;
  if (name === 'href' || name === 'xlink:href') return value.trim().startsWith('#') ? value : null;
  if (name === 'style') return safeDeclarations(value) || null;
  return onlyLocalUrls(value) ? value : null;
}

/** The element's name without an `svg:` prefix; null for any other prefix or element. */
function allowedName(name: string): string | null {
  const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
  const local = localName(name);
  return (prefix === '' || prefix === 'svg') && ELEMENTS.has(local) ? local : null;
}

function write(element: XmlElement, root: boolean): string {
  const name = allowedName(element.name);
  if (!name) return '';
  if (name === 'style') {
    const css = element.children.map((child) => (child.kind === 'text' ? child.text : '')).join('');
    const sheet = safeStyleSheet(css);
    return sheet === null ? '' : `<style>${escapeText(sheet)}</style>`;
  }
  const attributes = element.attributes
    .map(([attribute, value]) => [attribute, safeAttribute(attribute, value)] as const)
    .filter(([, value]) => value !== null)
    .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value!)}"`)
    .join('');
  const content = element.children
    .map((child) => (child.kind === 'text' ? escapeText(child.text) : write(child, false)))
    .join('');
  const open = `<${name}${root ? ` ${SVG_NAMESPACES}` : ''}${attributes}`;
  return content === '' ? `${open}/>` : `${open}>${content}</${name}>`;
}

/** The sanitised SVG, or null when `bytes` is not a well-formed UTF-8 SVG document. */
export function sanitiseSvg(bytes: Uint8Array): string | null {
  const root = parseSvg(bytes);
  const svg = root ? write(root, true) : '';
  return svg ? `<?xml version="1.0" encoding="UTF-8"?>\n${svg}` : null;
}
