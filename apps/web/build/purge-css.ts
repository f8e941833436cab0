import fs from 'node:fs';
import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';

/** The react-bootstrap components the source imports (`import { Modal, Form } from 'react-bootstrap'`). */
function reactBootstrapComponents(
  folder: string,
  found = new Set<string>(['Fade', 'CloseButton']),
) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) reactBootstrapComponents(file, found);
    else if (/\.tsx?$/.test(entry.name)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'react-bootstrap'/g)) {
        for (const name of match[1]!.split(',')) {
          const component = name
            .trim()
            .split(/\s+as\s+/)[0]!
            .replace(/^type\s+/, '');
          if (component) found.add(component);
        }
      }
    }
  }
  return found;
}

/**
 * Ships only the Bootstrap and Bootstrap Icons rules the app uses: every class name written in
 * the source (and in react-bootstrap's components) is kept, and the classes react-bootstrap and
 * the browser-side libraries put together at run time are kept by pattern. Cuts the render-blocking
 * CSS from about 310 KB to a few dozen.
 */
export const purgeUnusedCss = () =>
  purgeCss({
    content: [
      './index.html',
      './src/**/*.{ts,tsx}',
      // The react-bootstrap components the app imports, with their parts (Modal → ModalHeader…),
      // found anew at each build: their class names are in their source.
      ...[...reactBootstrapComponents('./src')].map(
        (name) => `../../node_modules/react-bootstrap/esm/${name}*.js`,
      ),
      '../../node_modules/react-bootstrap/esm/{PageItem,Feedback,Switch}*.js',
    ],
    safelist: {
      standard: [
        /^(fade|show|showing|hiding|collapsing|active|disabled|badge)$/,
        /^was-validated$/,
        // Tones put together in the source: `text-bg-${tone}`, `bg-${tone}-subtle text-${tone}`.
        /^(text-bg|bg|text|border)-(primary|secondary|success|danger|warning|info|light|dark)(-subtle|-emphasis)?$/,
      ],
      greedy: [
        /^modal/,
        // Offcanvas puts `offcanvas-${placement}` together at run time (FormPanel).
        /^offcanvas/,
        /^dropdown/,
        /^btn(-(outline-)?(primary|secondary|success|danger|warning|light|link))?$/,
        /^btn-(sm|lg|close|check|group)/,
        /^form-(control|select|label|text|check|switch|group|floating)/,
        /^is-(in)?valid/,
        /-feedback$/,
        /^tooltip/,
        /^popover/,
        /^bs-/,
        /^spinner/,
        /^alert/,
        /^toast/,
        /^Toastify/,
        /^swal2/,
        /^page-(item|link)/,
        // MapLibre builds its controls and canvas at run time (the map screens only).
        /^maplibregl-/,
      ],
    },
    // Keep every custom property, @font-face and @keyframes.
    variables: false,
    fontFace: false,
    keyframes: false,
  });
