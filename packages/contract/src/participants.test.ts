import { describe, expect, it } from 'vitest';
import {
  createParticipantBodySchema,
  SUBJECT_ID_MISSING_WORD_MESSAGE,
  SUBJECT_ID_START_MESSAGE,
  birthProblems,
  subjectIdProblem,
  updateParticipantBodySchema,
} from './participants.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './safe-text.ts';

const messages = (input: unknown) =>
  createParticipantBodySchema.safeParse(input).error?.issues.map((i) => [i.path, i.message]);

describe('createParticipantBodySchema', () => {
  it('trims the end of the subject ID and the names', () => {
    expect(
      createParticipantBodySchema.parse({ subjectId: 'S-01 ', firstName: ' Mia ', lastName: '' }),
    ).toEqual({ subjectId: 'S-01', firstName: 'Mia', lastName: '' });
  });

  it.each(['=1+1', '+P1', '-P23', '@P', '\tP1', ' P1', "'P1", '_P1'])(
    'refuses a subject ID that does not start with a letter or a digit: %j',
    (subjectId) => {
      expect(messages({ subjectId })).toEqual([[['subjectId'], SUBJECT_ID_START_MESSAGE]]);
    },
  );

  it.each(['NA', 'N/A', 'NULL', 'null', 'NaN', 'None'])(
    'refuses a subject ID that R or pandas read as missing: %j',
    (subjectId) => {
      expect(messages({ subjectId })).toEqual([[['subjectId'], SUBJECT_ID_MISSING_WORD_MESSAGE]]);
    },
  );

  it.each(['P-23', '23', 'Ä1', 'na1', 'Nadia'])('takes %j', (subjectId) => {
    expect(subjectIdProblem(subjectId)).toBeUndefined();
    expect(createParticipantBodySchema.parse({ subjectId }).subjectId).toBe(subjectId);
  });

  it.each([{}, { subjectId: '' }, { subjectId: ' \t ' }])('requires a subject ID: %j', (input) => {
    expect(messages(input)).toEqual([[['subjectId'], 'Subject ID is required']]);
  });

  it('refuses control characters, overlong names and wrong types, naming the field', () => {
    expect(messages({ subjectId: 'a\u0000b' })).toEqual([
      [['subjectId'], CONTROL_CHARACTERS_MESSAGE],
    ]);
    expect(messages({ subjectId: 'S', firstName: 'x'.repeat(101) })).toEqual([
      [['firstName'], 'Must be at most 100 characters'],
    ]);
    expect(messages({ subjectId: 'S', lastName: 'A\nB' })).toEqual([
      [['lastName'], CONTROL_CHARACTERS_MESSAGE],
    ]);
    expect(messages({ subjectId: 7 })).toEqual([[['subjectId'], 'Subject ID must be text']]);
  });

  it.each([
    [
      'a 10,000-character first name',
      { subjectId: 'B-1', firstName: 'x'.repeat(10_000) },
      ['firstName'],
      'Must be at most 100 characters',
    ],
    [
      'a 10,000-character last name',
      { subjectId: 'B-1', lastName: 'x'.repeat(10_000) },
      ['lastName'],
      'Must be at most 100 characters',
    ],
    [
      'a control character in a name',
      { subjectId: 'B-1', lastName: 'Mu\u0007ster' },
      ['lastName'],
      CONTROL_CHARACTERS_MESSAGE,
    ],
    [
      'a line break in the subject ID',
      { subjectId: 'B\n1' },
      ['subjectId'],
      CONTROL_CHARACTERS_MESSAGE,
    ],
    ['a subject ID of another type', { subjectId: 42 }, ['subjectId'], 'Subject ID must be text'],
    [
      'a name of another type',
      { subjectId: 'B-1', firstName: ['Mia'] },
      ['firstName'],
      'Must be text',
    ],
    [
      'an institute id of another type',
      { subjectId: 'B-1', researchInstituteId: '1' },
      ['researchInstituteId'],
      expect.any(String),
    ],
  ])('refuses %s, naming the field', (_case, input, path, message) => {
    expect(messages(input)).toEqual([[path, message]]);
  });

  it.each([
    ['a 33-character group', { group: 'x'.repeat(33) }, ['group']],
    ['a group with a line break', { group: '3\nb' }, ['group']],
    ['a group of another type', { group: 3 }, ['group']],
    ['a school id of another type', { schoolId: '1' }, ['schoolId']],
  ])('refuses %s, naming the field', (_case, fields, path) => {
    expect(messages({ subjectId: 'SG-4', ...fields })?.[0]?.[0]).toEqual(path);
  });

  it('refuses unknown fields', () => {
    expect(createParticipantBodySchema.safeParse({ subjectId: 'S', age: 7 }).success).toBe(false);
  });
});

describe('updateParticipantBodySchema', () => {
  it('takes school and group, each optional', () => {
    expect(updateParticipantBodySchema.parse({ schoolId: 3, group: ' 4a ' })).toEqual({
      schoolId: 3,
      group: '4a',
    });
    expect(updateParticipantBodySchema.parse({})).toEqual({});
  });

  it.each([
    ['an unknown field', { researchInstituteId: 2 }],
    ['a subject ID against the rules', { subjectId: ' X' }],
    ['a 33-character group', { group: 'x'.repeat(33) }],
    ['a school id of another type', { schoolId: 'A' }],
    ['a school id past the integer range', { schoolId: Number.MAX_SAFE_INTEGER }],
    ['a body that is not an object', ['3b']],
  ])('refuses %s', (_case, body) => {
    expect(updateParticipantBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('birthProblems', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('takes a month and year of birth up to the current month, or neither', () => {
    expect(birthProblems({ birthYear: 2019, birthMonth: 3 }, now)).toEqual([]);
    expect(birthProblems({ birthYear: 2026, birthMonth: 11 }, now)).toEqual([]);
    expect(birthProblems({ birthYear: null, birthMonth: null }, now)).toEqual([]);
    expect(birthProblems({}, now)).toEqual([]);
  });

  it('names the field of a birth in the future, before 1900, or without its pair', () => {
    expect(birthProblems({ birthYear: 2027, birthMonth: 1 }, now)).toEqual([
      { path: 'birthYear', message: 'Must not be in the future' },
    ]);
    expect(birthProblems({ birthYear: 2026, birthMonth: 12 }, now)).toEqual([
      { path: 'birthMonth', message: 'Must not be in the future' },
    ]);
    expect(birthProblems({ birthYear: 1899, birthMonth: 12 }, now)).toEqual([
      { path: 'birthYear', message: 'Must be 1900 or later' },
    ]);
    expect(birthProblems({ birthYear: 2019 }, now)).toEqual([
      { path: 'birthMonth', message: 'Give the month of birth with its year' },
    ]);
    expect(birthProblems({ birthMonth: 4, birthYear: null }, now)).toEqual([
      { path: 'birthYear', message: 'Give the year of birth with its month' },
    ]);
  });

  it('is checked by both bodies, and a month is 1 to 12', () => {
    expect(
      createParticipantBodySchema.safeParse({ subjectId: 'S', birthYear: 1800, birthMonth: 1 })
        .error?.issues[0]?.path,
    ).toEqual(['birthYear']);
    expect(
      updateParticipantBodySchema.safeParse({ birthYear: 2019, birthMonth: 13 }).error?.issues[0]
        ?.path,
    ).toEqual(['birthMonth']);
    expect(updateParticipantBodySchema.safeParse({ sex: 'unknown' }).success).toBe(false);
    expect(
      updateParticipantBodySchema.parse({ birthYear: 2019, birthMonth: 4, sex: 'diverse' }),
    ).toEqual({ birthYear: 2019, birthMonth: 4, sex: 'diverse' });
  });
});
