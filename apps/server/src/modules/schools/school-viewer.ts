// Who is looking at schools, and which schools they may see: admins every school, researchers
// only the schools their institute manages. Another tenant's school answers 404, as if absent.
import type { School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findResearcherContext } from '../users/users.repository.ts';
import { findSchool } from './schools.repository.ts';

export type SchoolViewer = { kind: 'admin' } | { kind: 'researcher'; instituteId: number };

/** The viewer for a signed-in user; 403 for users who are neither admin nor researcher. */
export async function schoolViewer(db: Db, user: AuthUser): Promise<SchoolViewer> {
  // Admin wins for a user holding both roles, as on the home page.
  if (user.roles.includes('admin')) return { kind: 'admin' };
  if (user.roles.includes('researcher')) {
    const context = await findResearcherContext(db, user.id);
    if (context) return { kind: 'researcher', instituteId: context.researchInstituteId };
    throw httpError.forbidden('You are not a member of any research institute.');
  }
  throw httpError.forbidden();
}

/** Viewers of the same scope see the same schools: `all` (admins) or `institute-<id>`. */
export function viewerScope(viewer: SchoolViewer): string {
  return viewer.kind === 'admin' ? 'all' : `institute-${viewer.instituteId}`;
}

/** Whether the viewer may see a school managed by this institute (null: by none). */
export function canSeeSchoolManagedBy(
  viewer: SchoolViewer,
  managingInstituteId: number | null,
): boolean {
  return viewer.kind === 'admin' || managingInstituteId === viewer.instituteId;
}

export function canSeeSchool(viewer: SchoolViewer, school: School): boolean {
  return canSeeSchoolManagedBy(viewer, school.managingInstitute?.id ?? null);
}

/** The school if the viewer may see it; 404 otherwise (unknown or another tenant's). */
export async function findVisibleSchool(db: Db, viewer: SchoolViewer, id: number): Promise<School> {
  const school = await findSchool(db, id);
  if (!school || !canSeeSchool(viewer, school)) throw httpError.notFound('School');
  return school;
}
