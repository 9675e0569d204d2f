// Reading a class import (pure): the text as a spreadsheet saves or copies it, its header, and
// each row checked by the rules of one participant (`createParticipantBodySchema`) and one consent
// decision (`recordConsentBodySchema`), so that an imported child is held to exactly what a child
// added by hand is. What needs the database (subject IDs taken, the school, the form) is the
// service's.
import { CsvError, parse } from 'csv-parse/sync';
import {
  createParticipantBodySchema,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  recordConsentBodySchema,
  type ImportColumn,
  type ImportProblem,
  type ImportRow,
} from '@cogniplay/contract';

export interface ReadImport {
  rows: ImportRow[];
  problems: ImportProblem[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The header's delimiter: the one it has most of (a spreadsheet's paste is tab-separated, a
 * German CSV semicolon-separated); a comma for a header of one column.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (delimiter: string) => header.split(delimiter).length - 1;
  return DELIMITERS.reduce((best, delimiter) =>
    count(delimiter) > count(best) ? delimiter : best,
  );
}

/** 'Subject ID', 'subject-id' and ' SUBJECT_ID ' all name `subject_id`. */
const columnName = (heading: string) =>
  heading
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Where each field of the two schemas comes from. */
const PARTICIPANT_COLUMNS: Record<string, ImportColumn> = {
  subjectId: 'subject_id',
  firstName: 'first_name',
  lastName: 'last_name',
  group: 'group',
  birthYear: 'birth_year',
  birthMonth: 'birth_month',
  sex: 'sex',
};
const CONSENT_COLUMNS: Record<string, ImportColumn> = {
  status: 'consent',
  givenBy: 'consent_by',
  relation: 'consent_relation',
  decidedOn: 'consent_date',
};

/** A whole number as written in a cell; the cell itself when it is not one (the schema says so). */
const wholeNumber = (cell: string) => (/^\d+$/.test(cell) ? Number(cell) : cell);

/** Reads the text: every row it can, and every problem, each named by row and column. */
export function readImport(text: string): ReadImport {
  const problems: ImportProblem[] = [];
  const fileProblem = (message: string): ReadImport => ({
    rows: [],
    problems: [{ row: null, column: null, message }],
  });
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (error instanceof CsvError) return fileProblem(`The text cannot be read: ${error.message}`);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return fileProblem('The text is empty: paste the header and one row per child');

  const columns = header.map(columnName);
  for (const [index, column] of columns.entries()) {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(column)) {
      problems.push({
        row: 1,
        column: header[index]!,
        message: `Unknown column; the columns are ${IMPORT_COLUMNS.join(', ')}`,
      });
    } else if (columns.indexOf(column) !== index) {
      problems.push({ row: 1, column, message: 'This column is there twice' });
    }
  }
  if (!columns.includes('subject_id')) {
    problems.push({ row: 1, column: 'subject_id', message: 'The subject_id column is required' });
  }
  if (body.length === 0)
    problems.push({ row: null, column: null, message: 'No rows below the header' });
  if (body.length > IMPORT_MAX_ROWS) {
    problems.push({
      row: null,
      column: null,
      message: `At most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows per import; this has ${body.length.toLocaleString('en')}`,
    });
  }
  if (problems.length > 0) return { rows: [], problems };

  const rows: ImportRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const [index, record] of body.entries()) {
    const row = index + 2;
    const cell = (column: ImportColumn) => {
      const at = columns.indexOf(column);
      return at < 0 ? '' : (record[at] ?? '');
    };
    const rowProblems: ImportProblem[] = [];
    const problem = (column: string | null, message: string) =>
      rowProblems.push({ row, column, message });
    if (record.length > columns.length) problem(null, 'More values than columns');

    const optional = (column: ImportColumn) => cell(column).trim() || undefined;
    const participant = createParticipantBodySchema.safeParse({
      subjectId: cell('subject_id'),
      firstName: cell('first_name'),
      lastName: cell('last_name'),
      group: cell('group'),
      birthYear: optional('birth_year') && wholeNumber(cell('birth_year').trim()),
      birthMonth: optional('birth_month') && wholeNumber(cell('birth_month').trim()),
      sex: optional('sex'),
    });
    if (!participant.success) {
      for (const issue of participant.error.issues) {
        problem(PARTICIPANT_COLUMNS[String(issue.path[0])] ?? null, issue.message);
      }
    }

    const status = optional('consent');
    let consent: ImportRow['consent'] = null;
    if (status !== undefined && status !== 'not_asked') {
      if (status !== 'given' && status !== 'refused') {
        problem('consent', 'Must be given, refused or empty (not asked)');
      } else {
        // The form is the import's: one stands in for it here, the service checks the real one.
        const decision = recordConsentBodySchema.safeParse({
          status,
          givenBy: optional('consent_by') ?? null,
          relation: cell('consent_relation'),
          decidedOn: optional('consent_date') ?? null,
          consentFormId: 1,
        });
        if (decision.success) {
          consent = {
            status,
            givenBy: decision.data.givenBy!,
            relation: decision.data.relation ?? '',
            decidedOn: decision.data.decidedOn!,
          };
        } else {
          for (const issue of decision.error.issues) {
            problem(CONSENT_COLUMNS[String(issue.path[0])] ?? null, issue.message);
          }
        }
      }
    }

    // Whatever else the rows have wrong: the second of two rows for one child is named.
    const subjectId = cell('subject_id').trim();
    if (subjectId !== '') {
      const first = firstRowOf.get(subjectId);
      if (first === undefined) firstRowOf.set(subjectId, row);
      else problem('subject_id', `The same subject ID as row ${first}`);
    }
    problems.push(...rowProblems);
    if (participant.success && rowProblems.length === 0) {
      const data = participant.data;
      rows.push({
        row,
        subjectId: data.subjectId,
        firstName: data.firstName ?? '',
        lastName: data.lastName ?? '',
        group: data.group ?? null,
        birthYear: data.birthYear ?? null,
        birthMonth: data.birthMonth ?? null,
        sex: data.sex ?? null,
        consent,
      });
    }
  }
  return { rows, problems };
}
