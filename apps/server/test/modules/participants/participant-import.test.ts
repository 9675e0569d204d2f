// Reading a class import: the text's forms (delimiters, BOM, quotes), its header, and each row
// held to the rules of one participant and one consent decision.
import { describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATE } from '@cogniplay/contract';
import { readImport } from '../../../src/modules/participants/participant-import.ts';

describe('readImport', () => {
  it('reads the template: a child with a decision of the parents', () => {
    expect(readImport(IMPORT_TEMPLATE)).toEqual({
      rows: [
        {
          row: 2,
          subjectId: 'A-001',
          firstName: 'Mia',
          lastName: 'Muster',
          group: '3b',
          birthYear: 2018,
          birthMonth: 4,
          sex: 'female',
          consent: {
            status: 'given',
            givenBy: 'parent',
            relation: 'mother',
            decidedOn: '2026-09-01',
          },
        },
      ],
      problems: [],
    });
  });

  it('reads semicolons with a byte order mark, a paste of tabs, and quoted line breaks', () => {
    const semicolons = readImport(
      '\uFEFFSubject ID;Group;First name\r\nA-1;3b;"Mia; ""Mimi"""\r\nA-2;3b;"Jo\nAnn"\r\n',
    );
    expect(semicolons.rows).toEqual([
      expect.objectContaining({ row: 2, subjectId: 'A-1', group: '3b', firstName: 'Mia; "Mimi"' }),
    ]);
    // A quoted line break stays in its cell (one row, not two), where a name may not have one.
    expect(semicolons.problems).toEqual([
      {
        row: 3,
        column: 'first_name',
        message: 'Must not contain tabs, line breaks or other control characters',
      },
    ]);
    const tabs = readImport('subject_id\tgroup\nB-1\t4a\nB-2\t\n');
    expect(tabs.rows.map((row) => [row.subjectId, row.group])).toEqual([
      ['B-1', '4a'],
      ['B-2', null],
    ]);
  });

  it('names each problem by row and column, and keeps only rows without one', () => {
    const read = readImport(
      [
        'subject_id,birth_year,birth_month,sex,consent,consent_by,consent_date',
        'A-1,2019,13,female,,,',
        ' A-2,,,,given,,2026-01-01',
        'A-3,2019,3,robot,maybe,,',
        'A-4,2019,3,,,,',
        'A-4,,,,refused,guardian,2099-01-01',
        'A-5,abc,1,,,,,extra',
      ].join('\n'),
    );
    expect(read.rows.map((row) => row.subjectId)).toEqual(['A-4']);
    expect(read.problems).toEqual([
      { row: 2, column: 'birth_month', message: 'Must be a month from 1 to 12' },
      { row: 3, column: 'subject_id', message: 'Must start with a letter or a digit' },
      { row: 3, column: 'consent_by', message: 'Say who decided' },
      { row: 4, column: 'sex', message: 'Must be one of female, male, diverse, not_stated' },
      { row: 4, column: 'consent', message: 'Must be given, refused or empty (not asked)' },
      { row: 6, column: 'consent_date', message: 'Must not be in the future' },
      { row: 6, column: 'subject_id', message: 'The same subject ID as row 5' },
      { row: 7, column: null, message: 'More values than columns' },
      { row: 7, column: 'birth_year', message: 'Must be a whole year' },
    ]);
  });

  it('refuses a header it does not know, or without subject_id, before any row', () => {
    expect(readImport('subject,Vorname\nA-1,Mia\n').problems).toEqual([
      {
        row: 1,
        column: 'subject',
        message:
          'Unknown column; the columns are subject_id, first_name, last_name, group, birth_year, birth_month, sex, consent, consent_date, consent_by, consent_relation',
      },
      {
        row: 1,
        column: 'Vorname',
        message:
          'Unknown column; the columns are subject_id, first_name, last_name, group, birth_year, birth_month, sex, consent, consent_date, consent_by, consent_relation',
      },
      { row: 1, column: 'subject_id', message: 'The subject_id column is required' },
    ]);
    expect(readImport('subject_id,Subject ID\nA,B\n').problems).toEqual([
      { row: 1, column: 'subject_id', message: 'This column is there twice' },
    ]);
  });

  it('refuses an empty text, a header alone, an unclosed quote and more than 10,000 rows', () => {
    expect(readImport('').problems[0]!.message).toMatch(/^The text is empty/);
    expect(readImport('subject_id\n').problems).toEqual([
      { row: null, column: null, message: 'No rows below the header' },
    ]);
    expect(readImport('subject_id\n"A-1\n').problems[0]!.message).toMatch(
      /^The text cannot be read/,
    );
    const many = `subject_id\n${Array.from({ length: 10_001 }, (_, i) => `S-${i}`).join('\n')}`;
    expect(readImport(many)).toEqual({
      rows: [],
      problems: [
        { row: null, column: null, message: 'At most 10,000 rows per import; this has 10,001' },
      ],
    });
  });
});
