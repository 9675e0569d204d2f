// How a user sees a school and manages its staff, from the viewer authentication resolved.
import { describe, expect, it } from 'vitest';
import type { Role, SchoolMembership } from '@cogniplay/contract';
import { schoolViewerOf } from '../../../src/identity/access-policy.ts';
import { staffManagerOf } from '../../../src/modules/schools/school-viewer.ts';
import type { AuthUser } from '../../../src/plugins/auth.ts';

const user = (roles: Role[], schools: Partial<SchoolMembership>[] = []): AuthUser => ({
  id: 7,
  email: 'a@example.org',
  firstName: 'A',
  lastName: 'B',
  roles,
  researcherContext: roles.includes('researcher')
    ? { researchInstituteId: 4, researchInstituteName: 'Institute' }
    : null,
  schoolMemberships: schools.map((s) => ({
    schoolId: 1,
    schoolName: 'School',
    isAdmin: false,
    isTeacher: true,
    ...s,
  })),
});

const status = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('schoolViewerOf', () => {
  it('sees through the tenant scope for admins and researchers, even when also staff', () => {
    expect(schoolViewerOf(user(['admin']), 1)).toEqual({ kind: 'institute', scope: 'all' });
    expect(schoolViewerOf(user(['researcher'], [{ schoolId: 1 }]), 1)).toEqual({
      kind: 'institute',
      scope: { researchInstituteId: 4 },
    });
  });

  it("sees a staff member's own school as staff, another school as absent, none as forbidden", () => {
    const teacher = user([], [{ schoolId: 1 }]);
    expect(schoolViewerOf(teacher, 1)).toEqual({ kind: 'staff', isAdmin: false, isTeacher: true });
    expect(status(() => schoolViewerOf(teacher, 2))).toBe(404);
    expect(status(() => schoolViewerOf(user([]), 1))).toBe(403);
  });
});

describe('staffManagerOf', () => {
  it('lets admins, researchers and school administrators manage, not teachers', () => {
    expect(staffManagerOf({ kind: 'institute', scope: 'all' }, 7)).toEqual({ kind: 'admin' });
    expect(staffManagerOf({ kind: 'institute', scope: { researchInstituteId: 4 } }, 7)).toEqual({
      kind: 'researcher',
    });
    expect(staffManagerOf({ kind: 'staff', isAdmin: true, isTeacher: false }, 7)).toEqual({
      kind: 'school_admin',
      userId: 7,
    });
    expect(
      status(() => staffManagerOf({ kind: 'staff', isAdmin: false, isTeacher: true }, 7)),
    ).toBe(403);
  });
});
