// The files of an export besides its tables (table-files.ts): the codebook as CSV and JSON, the
// dataset description and README, and all of them in one ZIP.
import type { Readable } from 'node:stream';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import { codebook, datasetDescription, type DatasetDescriptionInput } from '@cogniplay/contract';
import { csvField, csvOptions } from './table-files.ts';

export function codebookCsv(): string {
  const records = Object.entries(codebook()).flatMap(([table, columns]) =>
    columns.map((column) => ({
      file: table,
      name: column.name,
      type: column.type,
      unit: csvField(column.unit),
      allowed_values: csvField(column.allowedValues?.join('|')),
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

/**
 * Where each file goes in the ZIP, which is a Psych-DS dataset: the tables under `data/` named
 * by keywords (`study-…_description-…_data.csv`; JSON lines beside them, which the standard does
 * not check), the codebook under `documentation/`, the description and a README at the top.
 */
export const ZIP_PATHS: Readonly<Record<string, string>> = {
  'trials.csv': 'data/study-cogniplay_description-trials_data.csv',
  'trials.jsonl': 'data/study-cogniplay_description-trials_data.jsonl',
  'sessions.csv': 'data/study-cogniplay_description-sessions_data.csv',
  'sessions.jsonl': 'data/study-cogniplay_description-sessions_data.jsonl',
  'instances.csv': 'data/study-cogniplay_description-instances_data.csv',
  'instances.jsonl': 'data/study-cogniplay_description-instances_data.jsonl',
  'codebook.csv': 'documentation/codebook.csv',
  'codebook.json': 'documentation/codebook.json',
  'dataset_description.json': 'dataset_description.json',
  'README.md': 'README.md',
};

/** The ZIP's README: what each file holds and how to read the tables. */
export const readmeText = ({ title, createdAt }: DatasetDescriptionInput) =>
  `# Cogniplay export: ${title}

Made ${createdAt} (UTC). A Psych-DS dataset: \`dataset_description.json\` describes it and every
column.

- \`${ZIP_PATHS['trials.csv']}\`: one row per answer (long format), in play order.
- \`${ZIP_PATHS['sessions.csv']}\`: one row per session with its scores.
- \`${ZIP_PATHS['instances.csv']}\`: one row per session and instance of its assessment, with
  the instance's facts and its scores in that session.
- The same tables as JSON lines (\`.jsonl\`), one object per row.
- \`documentation/codebook.csv\` and \`.json\`: each column's type, unit, allowed values and meaning.

In the CSV files booleans are TRUE or FALSE, a missing value is NA and times are UTC ISO 8601,
so that R (\`read.csv\`, readr, data.table) and Python (pandas) read them with their defaults.
Participants are named by subject ID only.
`;

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
