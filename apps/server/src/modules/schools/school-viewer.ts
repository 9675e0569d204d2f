// Which schools a viewer may see: admins every school, researchers only the schools their
// institute manages (the scope identity/access-policy.ts decides). Another tenant's school
// answers 404, as if absent.
import type { School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { isInTenantScope, type TenantScope } from '../../db/tenant-scope.ts';
import { httpError } from '../../lib/http-problem.ts';
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
