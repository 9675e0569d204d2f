// Who may see a school, and as whom: admins every school and researchers the schools their
// institute manages (the scope identity/access-policy.ts decides), or its own staff (teachers and
// school administrators, from the memberships they accepted). Another tenant's school, or another
// school than a staff member's own, answers 404, as if absent; a user with no role who is staff of
// no school is refused (403), as on every other route.
import type { School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { isInTenantScope, type TenantScope } from '../../db/tenant-scope.ts';
import { httpError } from '../../lib/http-problem.ts';
import { instituteMemberScopeOf } from '../../identity/access-policy.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findSchool } from './schools.repository.ts';

/**
 * How a user sees one school: through their tenant scope (admins, researchers), or as a member
 * of its staff with their roles there.
 */
export type SchoolViewer =
  | { kind: 'institute'; scope: TenantScope }
  | { kind: 'staff'; isAdmin: boolean; isTeacher: boolean };

/** Whether the scope holds a school managed by this institute (null: by none). */
export function canSeeSchoolManagedBy(
  scope: TenantScope,
  managingInstituteId: number | null,
): boolean {
  return isInTenantScope(scope, managingInstituteId);
}

/** The school if the scope holds it; 404 otherwise (unknown or another tenant's). */
export async function findVisibleSchool(db: Db, scope: TenantScope, id: number): Promise<School> {
  const school = await findSchool(db, scope, id);
  if (!school) throw httpError.notFound('School');
  return school;
}

/**
 * How `user` sees school `schoolId`. Platform roles come first: a researcher who is also on a
 * school's staff acts as a researcher. 404 for a staff member asking about another school, 403
 * for a user with no role and no school.
 */
export function schoolViewerOf(user: AuthUser, schoolId: number): SchoolViewer {
  if (user.roles.includes('admin') || user.roles.includes('researcher')) {
    return { kind: 'institute', scope: instituteMemberScopeOf(user) };
  }
  const membership = user.schoolMemberships.find((m) => m.schoolId === schoolId);
  if (membership) {
    return { kind: 'staff', isAdmin: membership.isAdmin, isTeacher: membership.isTeacher };
  }
  if (user.schoolMemberships.length > 0) throw httpError.notFound('School');
  throw httpError.forbidden();
}

/** The school as `viewer` sees it; 404 when the viewer may not (or it is gone). */
export async function findSchoolFor(db: Db, viewer: SchoolViewer, id: number): Promise<School> {
  return findVisibleSchool(db, viewer.kind === 'institute' ? viewer.scope : 'all', id);
}

/**
 * Who manages a school's staff, which decides the roles they may give and take:
 * admins any; researchers school administrators only (who then bring in their teachers); a
 * school's administrators anyone of their school but themselves. Teachers do not (403).
 */
export type StaffManager =
  { kind: 'admin' } | { kind: 'researcher' } | { kind: 'school_admin'; userId: number };

export function staffManagerOf(viewer: SchoolViewer, userId: number): StaffManager {
  if (viewer.kind === 'institute') {
    return viewer.scope === 'all' ? { kind: 'admin' } : { kind: 'researcher' };
  }
  if (!viewer.isAdmin) {
    throw httpError.forbidden("Only the school's administrators manage its staff.");
  }
  return { kind: 'school_admin', userId };
}
