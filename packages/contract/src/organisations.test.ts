import { describe, expect, it } from 'vitest';
import { createResearchInstituteBodySchema } from './research-institutes.ts';
import { inviteResearcherBodySchema } from './researchers.ts';
import { inviteStaffBodySchema } from './school-staff.ts';
import { createSchoolBodySchema } from './schools.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

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
