// Which research institute's records a caller sees: every institute's (admins) or one
// institute's (researchers); a researcher without an institute sees none. Every module applies
// a scope through these two, in the query's WHERE where it can, or to a row already read.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export type TenantScope = 'all' | { researchInstituteId: number | null };

/** The condition that keeps a row whose research institute (in `column`) is in the scope. */
export function inTenantScope(scope: TenantScope, column: SQLWrapper): SQL {
  if (scope === 'all') return sql`true`;
  if (scope.researchInstituteId === null) return sql`false`;
  return eq(column, scope.researchInstituteId);
}

/** Whether a row of this research institute (null: of none) is in the scope. */
export function isInTenantScope(scope: TenantScope, researchInstituteId: number | null): boolean {
  if (scope === 'all') return true;
  return scope.researchInstituteId !== null && researchInstituteId === scope.researchInstituteId;
}

/** The scope as a short key (`all`, `institute-<id>`, `none`), e.g. to keep a list per scope. */
export function tenantScopeKey(scope: TenantScope): string {
  if (scope === 'all') return 'all';
  return scope.researchInstituteId === null ? 'none' : `institute-${scope.researchInstituteId}`;
}

/** The scope a key of `tenantScopeKey` names. */
export function tenantScopeOfKey(key: string): TenantScope {
  if (key === 'all') return 'all';
  const id = /^institute-([1-9][0-9]*)$/.exec(key)?.[1];
  return { researchInstituteId: id === undefined ? null : Number(id) };
}
