// A table of an export as CSV (RFC 4180: CRLF, quoted where needed, UTF-8, a header row) or as
// JSON lines, written as its rows arrive; nothing holds a whole table. A row comes as its parts
// in column order, and a part that many rows share (a session's cells, an item's) is written
// once per file and its text reused: most of a trial's columns come from such parts.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Cell, CodebookColumn } from '@cogniplay/contract';

/** Cells by column name, in column order. */
export type Cells = Readonly<Record<string, Cell>>;

/**
 * A row as its parts, in column order: `shared`, then `own`, then `after`. Each of `shared` and
 * `after` is the same object in every row it belongs to (its text is made once per file, keyed by
 * the object); `own` is this row's alone.
 */
export interface TableRow {
  readonly shared: readonly Cells[];
  readonly own: Cells;
  readonly after?: readonly Cells[];
}

export const csvOptions = {
  record_delimiter: 'windows',
  // A text starting with =, +, -, @, tab or CR gets a leading ' so that a spreadsheet shows it
  // instead of running it as a formula (a school name or group label is anyone's input; subject
  // IDs cannot start so, docs/exports.md).
  escape_formulas: true,
  // Booleans as base R, readr, data.table and pandas read them by default (csv-stringify's own
  // are 1 and empty).
  cast: { boolean: (value: boolean) => (value ? 'TRUE' : 'FALSE') },
} as const;

/** A missing value as base R's `read.csv`, readr, data.table and pandas read it by default. */
export const CSV_MISSING = 'NA';

/** The CSV field of a cell: a missing value written as `NA`, not left empty. */
export const csvField = (cell: Cell | undefined) => cell ?? CSV_MISSING;

/** Text is handed on in pieces of about this many characters, not a line at a time. */
const PIECE_CHARS = 64 * 1024;

/** A file of the header and each row's line, handed on in pieces. */
function textFile(
  header: string,
  rows: () => AsyncIterable<TableRow>,
  line: (row: TableRow) => string,
): Readable {
  return Readable.from(
    (async function* () {
      let piece = header;
      for await (const row of rows()) {
        piece += line(row);
        if (piece.length >= PIECE_CHARS) {
          yield piece;
          piece = '';
        }
      }
      if (piece) yield piece;
    })(),
    { objectMode: false },
  );
}

/** A part's text and how many columns it fills. */
interface PartText {
  text: string;
  width: number;
}

/** A row's line from its parts' texts (a shared part's made once), and its columns filled. */
function rowLine(
  { shared, own, after = [] }: TableRow,
  partText: (cells: Cells, from: number) => PartText,
  texts: WeakMap<Cells, PartText>,
) {
  const filled: string[] = [];
  let width = 0;
  const add = (part: PartText) => {
    if (part.width) filled.push(part.text);
    width += part.width;
  };
  const addShared = (cells: Cells) => {
    let part = texts.get(cells);
    if (part === undefined) {
      part = partText(cells, width);
      texts.set(cells, part);
    }
    add(part);
  };
  shared.forEach(addShared);
  add(partText(own, width));
  after.forEach(addShared);
  return { filled, width };
}

/** A table as CSV, its header the codebook's column names in order. */
export function csvFile(
  rows: () => AsyncIterable<TableRow>,
  columns: readonly CodebookColumn[],
): Readable {
  const names = columns.map(({ name }) => name);
  // A part's cells must be the columns from `from` on, in order.
  const partText = (cells: Cells, from: number): PartText => {
    const keys = Object.keys(cells);
    keys.forEach((key, index) => {
      if (names[from + index] !== key) {
        throw new Error(`Cell ${key} where the CSV has column ${names[from + index]}`);
      }
    });
    const fields = keys.map((key) => csvField(cells[key]));
    return { text: stringify([fields], { ...csvOptions, eof: false }), width: keys.length };
  };
  const texts = new WeakMap<Cells, PartText>();
  return textFile(stringify([names], csvOptions), rows, (row) => {
    const { filled, width } = rowLine(row, partText, texts);
    if (width !== names.length) throw new Error(`A row of ${width} of ${names.length} columns`);
    return `${filled.join(',')}\r\n`;
  });
}

/**
 * A part's members of a JSON object: U+2028 and U+2029, which JSON leaves as they are, escaped
 * too, as some readers end a line at them.
 */
const jsonMembers = (cells: Cells): PartText => {
  const text = JSON.stringify(cells)
    .slice(1, -1)
    .replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  return { text, width: Object.keys(cells).length };
};

/** A table as JSON lines: one object per row, keys the codebook's column names. */
export function jsonLinesFile(rows: () => AsyncIterable<TableRow>): Readable {
  const texts = new WeakMap<Cells, PartText>();
  return textFile('', rows, (row) => `{${rowLine(row, jsonMembers, texts).filled.join(',')}}\n`);
}
