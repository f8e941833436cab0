import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './sanitise-svg';

const clean = (svg: string) => sanitiseSvg(Buffer.from(svg));

describe('sanitiseSvg', () => {
  it('keeps a drawing, adds the SVG namespaces, escapes text', () => {
    const out = clean(
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' +
        '<svg viewBox="0 0 4 4"><!-- a comment --><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<text x="1" y="2">Tom &amp; Jerry &lt;3</text><path d="M0 0L4 4" fill="url(#g)"/></svg>',
    );
    expect(out).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 4">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<text x="1" y="2">Tom &amp; Jerry &lt;3</text><path d="M0 0L4 4" fill="url(#g)"/></svg>',
    );
  });

  it('removes scripts, handlers, animation, foreign content and outside references', () => {
    const out = clean(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" OnLoad="x()">
        <script type="text/ecmascript"><![CDATA[alert(1)]]></script>
        <svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(2)</svg:script>
        <set attributeName="href" to="javascript:alert(3)"/>
        <animate attributeName="href" values="javascript:alert(4)"/>
        <foreignObject><iframe src="https://evil.example"/></foreignObject>
        <a xlink:href=" JaVa&#x09;script:alert(5)"><rect width="1" height="1"/></a>
        <image xlink:href="data:image/svg+xml;base64,AAAA"/>
        <rect fill="url('https://evil.example/#x')" filter="url( #f )" onmouseover="x()"/>
        <style>@import 'https://evil.example/a.css'; .a { background: u\\72l(https://evil.example) }</style>
        <style>.b { fill: url("http://evil.example/x") } .c { fill: url(#g) }</style>
        <inkscape:label xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">x</inkscape:label>
      </svg>`,
    )!;
    expect(out).not.toMatch(
      /script|alert|onload|onmouseover|evil|set |animate|foreignObject|iframe|data:|inkscape|@import/i,
    );
    expect(out).toContain('<a><rect width="1" height="1"/></a>');
    expect(out).toContain('<image/>');
    expect(out).toContain('<rect filter="url( #f )"/>');
    expect(out).toContain('<style>.b { fill: none } .c { fill: url(#g) }</style>');
  });

  it('refuses what is not a well-formed SVG document', () => {
    for (const bad of [
      '',
      'hello',
      '<svg>',
      '<svg></g>',
      '<svg a="1" a="2"/>',
      '<svg/><svg/>',
      '<html/>',
      '<svg>&nbsp;</svg>',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg/>',
      '<svg a=1/>',
      '<svg>\u0001</svg>',
      `${'<g>'.repeat(300)}`,
    ])
      expect(clean(bad), bad).toBeNull();
    expect(sanitiseSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x2f, 0x3e]))).toBeNull();
    expect(clean(`<svg>${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`)).toBeNull();
  });

  it('reads a BOM, an XML declaration and single-quoted attributes', () => {
    expect(clean("\uFEFF<?xml version='1.0' encoding='UTF-8'?>\n<svg width='2'/>")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="2"/>',
    );
  });
});

describe('sanitiseSvg on large input', () => {
  // A quadratic pass over the 100,000 url()s of the sheet would outlast the test's time-out.
  it('reads an image of many elements and a long style in linear time', () => {
    const shapes = '<rect width="1" height="1" style="fill: url(#g); stroke: url(#g)"/>'.repeat(
      60_000,
    );
    const out = clean(`<svg><style>${'.a{fill:url(#g)}'.repeat(100_000)}</style>${shapes}</svg>`);
    expect(out).toContain('<style>.a{fill:url(#g)}');
  });
});
