// The tenant scope of a signed-in admin or researcher.
import type { Db } from '../db/client.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { findResearcherContext } from './users.repository.ts';

/** Admins (even when also researchers) see all; others their accepted institute's, or none. */
export async function tenantScopeOf(db: Db, user: AuthUser): Promise<TenantScope> {
  if (user.roles.includes('admin')) return 'all';
  const context = await findResearcherContext(db, user.id);
  return { researchInstituteId: context?.researchInstituteId ?? null };
}
