/**
 * CSV text in and out (decision 258). Written as the reports write it (decision 222): UTF-8 with a BOM, comma
 * separated, CRLF, text a spreadsheet would run as a formula prefixed with an apostrophe. Read leniently, as
 * spreadsheets save it: a BOM, comma or semicolon separators (Excel with Russian regional settings saves `;`),
 * CRLF or LF, quoted fields with doubled quotes and line breaks; the apostrophe the export added is removed.
 */
import { CSV_BOM, csvField } from '../reports/csv.ts';

export { CSV_BOM };

type Cell = string | number | null;

export function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvField).join(',');
}

/** The separator of a file: the one of `,` and `;` the header line (outside quotes) holds more of. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Rows of cells; a row whose cells are all blank is kept (row numbers stay those the spreadsheet shows). */
export function parseCsv(input: string): string[][] {
  // A lone surrogate (no character of any encoding) becomes U+FFFD: the database refuses to store one.
  const wellFormed = input.replace(LONE_SURROGATE, '\uFFFD');
  const text = wellFormed.startsWith(CSV_BOM) ? wellFormed.slice(1) : wellFormed;
  const sep = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    // An apostrophe before a formula character is the export's guard, not part of the value.
    row.push(field.replace(/^'(?=[=+\-@\t\r])/, ''));
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === sep) endField();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}
