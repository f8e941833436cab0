/**
 * A Bootstrap Icons SVG file (`bootstrap-icons/icons/<name>.svg?raw`) as inline markup: decorative
 * (hidden from screen readers), sized and placed as the icon font's glyph (`.bi-svg`, app.css).
 * For what is drawn without React and before the app's stylesheet: the light Sign In page shows
 * its icons with no font to wait for.
 */
export function svgIcon(svg: string): string {
  const viewBox = /viewBox="[^"]*"/.exec(svg)?.[0] ?? 'viewBox="0 0 16 16"';
  const body = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return `<svg class="bi-svg" ${viewBox} fill="currentColor" aria-hidden="true" focusable="false">${body.replace(/>\s+</g, '><').trim()}</svg>`;
}
