// Every name a person gives (institutes, schools, assessments, participants, group labels,
// instance labels, exercise names) follows one rule: text of one line, without control
// characters, so that a name quoted in a mail or a page can never start a line of its own.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createAssessmentBodySchema,
  duplicateAssessmentBodySchema,
  updateAssessmentBodySchema,
} from './assessments.ts';
import { createExportBodySchema } from './exports/exports.ts';
import { ruleFindingInstanceInputSchema } from './games/rule-finding.ts';
import { namedExercisesFileSchema } from './games/upload-file.ts';
import { createParticipantBodySchema, updateParticipantBodySchema } from './participants.ts';
import { createResearchInstituteBodySchema } from './research-institutes.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './safe-text.ts';
import { createSchoolBodySchema } from './schools.ts';

const assessment = { showDemonstration: true, instanceIds: [1] };
const instance = {
  itemData: {
    rule: { $type: 'property', index: 0, value: 'on' },
    demonstrationItems: [],
    targetItems: [{ matchesRule: true, ruleFindingElement: { characteristics: ['on'] } }],
  },
};

/** Each name field: its schema, a valid body around the name, and where the name sits. */
const NAME_FIELDS: [string, z.ZodType, (name: string) => unknown, (string | number)[]][] = [
  ['institute name', createResearchInstituteBodySchema, (name) => ({ name }), ['name']],
  [
    'school name',
    createSchoolBodySchema,
    (schoolName) => ({ schoolName, managingInstituteId: null }),
    ['schoolName'],
  ],
  [
    'assessment name',
    createAssessmentBodySchema,
    (name) => ({ ...assessment, name, researchInstituteId: 1 }),
    ['name'],
  ],
  [
    'assessment name (edit)',
    updateAssessmentBodySchema,
    (name) => ({ ...assessment, name }),
    ['name'],
  ],
  ['assessment copy name', duplicateAssessmentBodySchema, (name) => ({ name }), ['name']],
  ['subject ID', createParticipantBodySchema, (subjectId) => ({ subjectId }), ['subjectId']],
  [
    'participant first name',
    createParticipantBodySchema,
    (firstName) => ({ subjectId: 'S', firstName }),
    ['firstName'],
  ],
  ['group label', updateParticipantBodySchema, (group) => ({ group }), ['group']],
  [
    'export group filter',
    createExportBodySchema,
    (group) => ({ file: 'trials.csv', group }),
    ['group'],
  ],
  [
    'instance label',
    ruleFindingInstanceInputSchema,
    (label) => ({ ...instance, label }),
    ['label'],
  ],
  [
    'exercise name',
    namedExercisesFileSchema,
    (name) => ({ exercises: [{ name, instances: [{}] }] }),
    ['exercises', 0, 'name'],
  ],
];

const CONTROL_TEXTS = [
  ['a line feed', 'Schule\nhttps://evil.example'],
  ['a carriage return', 'Schule\rX'],
  ['a tab', 'Schule\tX'],
  ['an escape (C0)', 'Schule\u001b[31m'],
  ['DEL', 'Schule\u007fX'],
  ['a next line (C1)', 'Schule\u0085X'],
  ['a line separator', 'Schule\u2028X'],
  ['a paragraph separator', 'Schule\u2029X'],
  ['a right-to-left override', 'Schule\u202eX'],
  ['a directional isolate', 'Schule\u2066X'],
];

describe.each(NAME_FIELDS)('the %s', (_field, schema, bodyWith, path) => {
  it.each(CONTROL_TEXTS)('refuses %s, naming the field', (_what, name) => {
    const issues = schema.safeParse(bodyWith(name)).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      [path, CONTROL_CHARACTERS_MESSAGE],
    ]);
  });

  it.each([
    ['accents and emoji', 'Grundschule Süd 🎲'],
    ['a zero-width non-joiner (Persian)', 'می\u200cخواهم'],
    ['a right-to-left mark', 'מדעים\u200f 3'],
  ])('accepts %s', (_what, name) => {
    expect(schema.safeParse(bodyWith(name)).success).toBe(true);
  });
});
