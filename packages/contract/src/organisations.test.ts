import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createResearchInstituteBodySchema } from './research-institutes.ts';
import { inviteResearcherBodySchema } from './researchers.ts';
import { inviteStaffBodySchema } from './school-staff.ts';
import { createSchoolBodySchema } from './schools.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

/** Each issue of the input as [path, message]. */
const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path, issue.message]) ?? [];

const email = 'x@example.org';

describe('organisation request schemas (shared by the server and the web forms)', () => {
  it("use the forms' exact English validation messages", () => {
    expect(messages(createResearchInstituteBodySchema.safeParse({ name: '   ' }))).toEqual([
      'Institute name is required',
    ]);
    expect(
      messages(createSchoolBodySchema.safeParse({ schoolName: '', managingInstituteId: null })),
    ).toEqual(['School name is required']);
    expect(
      messages(inviteResearcherBodySchema.safeParse({ email: 'nope', researchInstituteId: 1 })),
    ).toEqual(['Please enter a valid email address']);
    expect(
      messages(
        inviteStaffBodySchema.safeParse({ email: 'a@b.org', isAdmin: false, isTeacher: false }),
      ),
    ).toEqual(['At least one of Admin or Teacher must be selected']);
  });

  it('trim names and emails, keeping the case of the email', () => {
    expect(createResearchInstituteBodySchema.parse({ name: '  Lab  ' })).toEqual({ name: 'Lab' });
    expect(
      inviteStaffBodySchema.parse({ email: ' Ann@Example.org ', isAdmin: true, isTeacher: false }),
    ).toEqual({ email: 'Ann@Example.org', isAdmin: true, isTeacher: false });
  });

  it('refuse emails over 254 characters, extra fields and ids beyond the key range', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.org`;
    expect(long).toHaveLength(255);
    expect(
      inviteResearcherBodySchema.safeParse({ email: long, researchInstituteId: 1 }).success,
    ).toBe(false);
    expect(createResearchInstituteBodySchema.safeParse({ name: 'Lab', id: 1 }).success).toBe(false);
    expect(
      createSchoolBodySchema.safeParse({ schoolName: 'X', managingInstituteId: 2 ** 31 }).success,
    ).toBe(false);
  });
});

describe('the research institute body', () => {
  it.each([
    ['no name', {}, 'Institute name is required'],
    ['a name that is not text', { name: 42 }, 'Institute name is required'],
    ['an overlong name', { name: 'x'.repeat(201) }, 'Must be at most 200 characters'],
  ])('refuses %s with one issue naming the field', (_case, body, message) => {
    expect(issues(createResearchInstituteBodySchema, body)).toEqual([[['name'], message]]);
  });
});

describe.each<[string, z.ZodType, [string, unknown, (string | number)[], string | undefined][]]>([
  [
    'researcher invitation',
    inviteResearcherBodySchema,
    [
      [
        'an email over 254 characters',
        { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.org`, researchInstituteId: 1 },
        ['email'],
        'Please enter a valid email address',
      ],
      ['no email', { researchInstituteId: 1 }, ['email'], 'Please enter a valid email address'],
      ['no institute', { email }, ['researchInstituteId'], undefined],
      [
        'an institute id that is text',
        { email, researchInstituteId: '1' },
        ['researchInstituteId'],
        undefined,
      ],
    ],
  ],
  [
    'school',
    createSchoolBodySchema,
    [
      ['no name', { managingInstituteId: null }, ['schoolName'], 'School name is required'],
      [
        'an overlong name',
        { schoolName: 'x'.repeat(201), managingInstituteId: null },
        ['schoolName'],
        'Must be at most 200 characters',
      ],
      ['no managing institute field', { schoolName: 'X' }, ['managingInstituteId'], undefined],
      [
        'an institute id beyond the key range',
        { schoolName: 'X', managingInstituteId: 2 ** 31 },
        ['managingInstituteId'],
        undefined,
      ],
      [
        "the web form's 'none'",
        { schoolName: 'X', managingInstituteId: 'none' },
        ['managingInstituteId'],
        undefined,
      ],
    ],
  ],
  [
    'staff invitation',
    inviteStaffBodySchema,
    [
      [
        'a malformed email',
        { email: 'x@', isAdmin: true, isTeacher: false },
        ['email'],
        'Please enter a valid email address',
      ],
      [
        'an email over 254 characters',
        { email: `${'a'.repeat(250)}@x.org`, isAdmin: true, isTeacher: false },
        ['email'],
        'Please enter a valid email address',
      ],
      ['a role that is text', { email, isAdmin: 'true', isTeacher: false }, ['isAdmin'], undefined],
      ['a missing role', { email, isAdmin: true }, ['isTeacher'], undefined],
    ],
  ],
])('the %s body', (_body, schema, cases) => {
  it.each(cases)('refuses %s, naming the field first', (_case, body, path, message) => {
    const [first] = issues(schema, body);
    expect(first?.[0]).toEqual(path);
    if (message) expect(first?.[1]).toBe(message);
  });
});
