// The tenant policy: which research institute's records a signed-in user sees, and how they see
// one school, decided here for every module from the viewer that authentication resolved once
// (plugins/auth.ts: the token's roles, the institute whose researcher invitation the user
// accepted and the schools whose staff they joined, kept with the token). Admins (even when also
// researchers) see every institute's records; anyone else their institute's, or none:
// `{ researchInstituteId: null }`, which `inTenantScope` turns into a condition no row meets.
// Another tenant's record is not found (404), never forbidden. A school's own staff see that
// school (`schoolViewerOf`).
import type { Db } from '../db/client.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { httpError } from '../lib/http-problem.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { findResearcherContext } from './users.repository.ts';

/** The records `user` sees. */
export function tenantScopeOf(user: AuthUser): TenantScope {
  if (user.roles.includes('admin')) return 'all';
  return { researchInstituteId: user.researcherContext?.researchInstituteId ?? null };
}

/**
 * The scope of a user who acts for an institute (schools and their staff): admins all; a
 * researcher their institute's; 403 for a researcher without one, and for anyone else.
 */
export function instituteMemberScopeOf(user: AuthUser): TenantScope {
  if (user.roles.includes('admin')) return 'all';
  if (!user.roles.includes('researcher')) throw httpError.forbidden();
  if (!user.researcherContext) {
    throw httpError.forbidden('You are not a member of any research institute.');
  }
  return { researchInstituteId: user.researcherContext.researchInstituteId };
}

/**
 * Whether the user still belongs to the institute of a researcher's scope, for work that goes on
 * without their token (an export's download link, which carries the scope it was asked in).
 * An admin's scope needs no membership: a ticket is only made for a signed-in admin.
 */
export async function stillHoldsScope(db: Db, userId: number, scope: TenantScope) {
  if (scope === 'all') return true;
  const context = await findResearcherContext(db, userId);
  return (context?.researchInstituteId ?? null) === scope.researchInstituteId;
}

/**
 * How a user sees one school: through their tenant scope (admins, researchers), or as a member
 * of its staff with their roles there.
 */
export type SchoolViewer =
  | { kind: 'institute'; scope: TenantScope }
  | { kind: 'staff'; isAdmin: boolean; isTeacher: boolean };

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
