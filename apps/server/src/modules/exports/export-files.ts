// The files of an export: a table as CSV (RFC 4180: CRLF, quoted where needed, UTF-8, a header
// row) or as JSON lines; the codebook as CSV and JSON; and all of them in one ZIP. Tables are
// written as their rows arrive; nothing holds a whole table.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import {
  codebook,
  datasetDescription,
  type Cell,
  type CodebookColumn,
  type DatasetDescriptionInput,
} from '@cogniplay/contract';

const csvOptions = {
  record_delimiter: 'windows',
  // A text starting with =, +, -, @, tab or CR gets a leading ' so that a spreadsheet shows it
  // instead of running it as a formula (a subject ID or school name is anyone's input).
  escape_formulas: true,
  // Booleans as words, as the codebook lists them (csv-stringify's own are 1 and empty).
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false') },
} as const;

/**
 * A table as CSV, its header the codebook's column names in order. The rows are read from the
 * moment it is called: a ZIP calls it when it comes to the file.
 */
export function csvFile(
  rows: () => AsyncIterable<Record<string, Cell>>,
  columns: readonly CodebookColumn[],
): Readable {
  const names = columns.map(({ name }) => name);
  // Rows go in as arrays in the codebook's order: csv-stringify then reads no keys.
  const records = async function* () {
    for await (const row of rows()) yield names.map((name) => row[name]);
  };
  const csv = stringify({ ...csvOptions, header: true, columns: names });
  // pipeline, unlike pipe, passes a failure of the rows (a database error) on to the file.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}

/**
 * JSON of a row for one line: U+2028 and U+2029, which JSON leaves as they are, escaped too, as
 * some readers end a line at them.
 */
const jsonLine = (row: Record<string, Cell>) =>
  `${JSON.stringify(row).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}\n`;

/** A table as JSON lines: one object per row, keys the codebook's column names. */
export function jsonLinesFile(rows: () => AsyncIterable<Record<string, Cell>>): Readable {
  return Readable.from(
    (async function* () {
      for await (const row of rows()) yield jsonLine(row);
    })(),
  );
}

export function codebookCsv(): string {
  const records = Object.entries(codebook()).flatMap(([table, columns]) =>
    columns.map((column) => ({
      file: table,
      name: column.name,
      type: column.type,
      unit: column.unit,
      allowed_values: column.allowedValues?.join('|') ?? null,
      description: column.description,
    })),
  );
  return stringifySync(records, {
    ...csvOptions,
    header: true,
    columns: ['file', 'name', 'type', 'unit', 'allowed_values', 'description'],
  });
}

// The codebook of the games registered now (the built-in ones, unless a test adds its own).
export const codebookJson = () => `${JSON.stringify(codebook(), null, 2)}\n`;

export const datasetDescriptionJson = (input: DatasetDescriptionInput) =>
  `${JSON.stringify(datasetDescription(input, codebook()), null, 2)}\n`;

export interface ZipEntries {
  /** Files written as they are read, in this order. */
  streamed: { name: string; file: () => Readable }[];
  small: { name: string; content: string }[];
}

/** One ZIP of the files (deflated; written as read, so sizes follow each file's data). */
export function zipFile({ streamed, small }: ZipEntries): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const mtime = new Date();
  for (const { name, content } of small) zip.addBuffer(Buffer.from(content), name, { mtime });
  for (const { name, file } of streamed) {
    zip.addReadStreamLazy(name, { mtime }, (callback) => {
      // yazl does not pass a file's error on: fail the whole ZIP with it.
      const stream = file().on('error', (error) => output.destroy(error));
      callback(null, stream);
    });
  }
  zip.end();
  return output;
}
