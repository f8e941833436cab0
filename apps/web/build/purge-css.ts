import purgeCss from '@fullhuman/postcss-purgecss';

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
      // The react-bootstrap components the app uses (their class names are in their source).
      '../../node_modules/react-bootstrap/esm/{Button,Card,Dropdown,Form,InputGroup,Modal,Pagination,PageItem,Spinner,Table,Feedback,Fade,CloseButton,Switch}*.js',
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
        /^dropdown/,
        /^btn(-(outline-)?(primary|secondary|success|danger|light|link))?$/,
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
      ],
    },
    // Keep every custom property, @font-face and @keyframes.
    variables: false,
    fontFace: false,
    keyframes: false,
  });
