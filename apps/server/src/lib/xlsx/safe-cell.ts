// eslint-disable-next-line no-control-regex -- characters XML cannot hold would corrupt the file
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const FORMULA_START = /^[=+\-@\t\n]/;
/** Most cells: nothing to drop, no carriage return, no formula start (one test, no copy). */
const NEEDS_CARE = new RegExp(`${NOT_IN_XML.source}|\r|${FORMULA_START.source}`);

/**
 * A text cell that a spreadsheet can never take for a formula: a value that starts with = + - @,
 * tab or a line break gets a leading apostrophe (the OWASP rule for CSV/formula injection),
 * tested on the text as written, after characters XML cannot hold are dropped (so "\u0001=…"
 * cannot slip through). Carriage returns become line feeds, as XML would turn them on reading.
 */
export function safeCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!NEEDS_CARE.test(value)) return value;
  const text = value.replace(/\r\n?/g, '\n').replace(NOT_IN_XML, '');
  return FORMULA_START.test(text) ? `'${text}` : text;
}
