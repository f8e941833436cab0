import fs from 'node:fs';
import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin } from 'postcss';

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

/** What every purge keeps whatever the content: custom properties, @font-face and @keyframes. */
const keepAtRules = { variables: false, fontFace: false, keyframes: false } as const;

/**
 * The app's stylesheet: only the Bootstrap and Bootstrap Icons rules the app uses: every class name written in
 * the source (and in react-bootstrap's components) is kept, and the classes react-bootstrap and
 * the browser-side libraries put together at run time are kept by pattern. Cuts the render-blocking
 * CSS from about 310 KB to a few dozen.
 */
const purgeForApp = () =>
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
    ...keepAtRules,
  });

/**
 * The light Sign In page's stylesheet (`src/styles/sign-in.css`): the rules the page's own files
 * name (the form, the offline banner, the splash's page), and the toasts' and dialogs' own
 * overrides (a wrong password's toast, the 'Network Error!' dialog). A few KB instead of the app's.
 */
const purgeForSignIn = () =>
  purgeCss({
    content: [
      './index.html',
      './src/app/sign-in-page.ts',
      './src/features/auth/components/sign-in-form-dom.ts',
      './src/components/layouts/offline-banner-element.ts',
      './src/components/ui/svg-icon.ts',
      '../../node_modules/bootstrap-icons/icons/{briefcase-fill,eye,eye-slash,wifi-off}.svg',
    ],
    safelist: { greedy: [/^Toastify/, /^swal2/] },
    ...keepAtRules,
  });

/** Which cut a stylesheet gets: the light Sign In page's, or the app's. */
export function purgeUnusedCss(): Plugin {
  const forApp = purgeForApp();
  const forSignIn = purgeForSignIn();
  return {
    postcssPlugin: 'yaar-purge-css',
    OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      const chosen = /[\\/]styles[\\/]sign-in\.css$/.test(file) ? forSignIn : forApp;
      return (chosen as { OnceExit: NonNullable<Plugin['OnceExit']> }).OnceExit(root, helpers);
    },
  };
}
