/**
 * The parts of a one-sheet `.xlsx` (Office Open XML, SpreadsheetML) as text: the package's
 * fixed parts, the styles for the number formats in use, and a row of cells.
 */
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Space, tab, line feed, carriage return: what XML would trim from the ends of a text. */
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

export type CellValue = string | number | null | undefined;

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text as XML: cells come through safeCell, which has already dropped what XML cannot hold. */
export const xmlText = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPED[char]!);

/** 'A', 'B', … 'Z', 'AA', …: the letters of the 1-based column `index`. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** The parts every workbook has, for its sheets in order (sheet1.xml, sheet2.xml…). */
export const packageParts = (...sheetNames: string[]): Record<string, string> => {
  const numbers = sheetNames.map((_, index) => index + 1);
  return {
    '[Content_Types].xml':
      `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE_TYPE}.sheet.main+xml"/>` +
      numbers
        .map(
          (n) =>
            `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${OFFICE_TYPE}.worksheet+xml"/>`,
        )
        .join('') +
      `<Override PartName="/xl/styles.xml" ContentType="${OFFICE_TYPE}.styles+xml"/></Types>`,
    '_rels/.rels':
      `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
      `</Relationships>`,
    'xl/workbook.xml':
      `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
      sheetNames
        .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('') +
      `</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      numbers
        .map(
          (n) =>
            `<Relationship Id="rId${n}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
        )
        .join('') +
      `<Relationship Id="rId${numbers.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
      `</Relationships>`,
  };
};

/**
 * The style sheet: style 0 plain, style 1 bold (a header under a preamble), then one style per
 * number format in `numberFormats`, in order (style 2 + its index).
 */
export function stylesXml(numberFormats: readonly string[]): string {
  const formats = numberFormats
    .map((code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${xmlText(code)}"/>`)
    .join('');
  const formatted = numberFormats
    .map(
      (_, index) =>
        `<xf numFmtId="${164 + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  const font = (bold: string) =>
    `<font>${bold}<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>`;
  return (
    `${DECLARATION}<styleSheet xmlns="${MAIN}">` +
    (numberFormats.length ? `<numFmts count="${numberFormats.length}">${formats}</numFmts>` : '') +
    `<fonts count="2">${font('')}${font('<b/>')}</fonts>` +
    `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
    `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
    `<cellXfs count="${2 + numberFormats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${formatted}</cellXfs>` +
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`
  );
}

export const BOLD_STYLE = 1;
export const formatStyle = (formatIndex: number) => 2 + formatIndex;

/** The worksheet's opening, up to its first row: the column widths. */
export function sheetStart(widths: readonly number[]): string {
  const cols = widths
    .map(
      (width, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
    )
    .join('');
  return `${DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><cols>${cols}</cols><sheetData>`;
}

export const SHEET_END = '</sheetData></worksheet>';

/**
 * One row: text as an inline string, a finite number as a number, anything else an empty cell;
 * `styles[i]` (when set) is the style of cell i. `letters` are the columns' letters.
 */
export function rowXml(
  rowNumber: number,
  values: readonly CellValue[],
  letters: readonly string[],
  styles: readonly (number | undefined)[],
): string {
  let xml = `<row r="${rowNumber}">`;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    const style = styles[index] === undefined ? '' : ` s="${styles[index]}"`;
    const ref = `${letters[index]}${rowNumber}`;
    if (typeof value === 'number' && Number.isFinite(value)) {
      xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
    } else if (typeof value === 'string' && value !== '') {
      const space =
        isSpace(value.charCodeAt(0)) || isSpace(value.charCodeAt(value.length - 1))
          ? ' xml:space="preserve"'
          : '';
      xml += `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
    } else if (style) {
      xml += `<c r="${ref}"${style}/>`;
    }
  }
  return `${xml}</row>`;
}
