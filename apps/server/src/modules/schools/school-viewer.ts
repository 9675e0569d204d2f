// A school as its viewer sees it (identity/access-policy.ts decides how: through the tenant
// scope, or as its staff): another tenant's school, or another school than a staff member's own,
// answers 404, as if absent. And who manages its staff.
import type { School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { isInTenantScope, type TenantScope } from '../../db/tenant-scope.ts';
import { httpError } from '../../lib/http-problem.ts';
import { type SchoolViewer } from '../../identity/access-policy.ts';
import { findSchool } from './schools.repository.ts';

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
