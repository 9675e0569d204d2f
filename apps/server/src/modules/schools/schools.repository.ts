// Queries on schools, each with its managing institute in the same query (no N+1).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { researchInstitutes, schools } from '../../db/schema/index.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

const schoolColumns = {
  id: schools.id,
  name: schools.name,
  instituteId: researchInstitutes.id,
  instituteName: researchInstitutes.name,
};

type SchoolRow = {
  id: number;
  name: string;
  instituteId: number | null;
  instituteName: string | null;
};

function toSchool({ id, name, instituteId, instituteName }: SchoolRow): School {
  return {
    id,
    name,
    managingInstitute:
      instituteId === null || instituteName === null
        ? null
        : { id: instituteId, name: instituteName },
  };
}

function selectSchools(db: Db) {
  return db
    .select(schoolColumns)
    .from(schools)
    .leftJoin(researchInstitutes, eq(researchInstitutes.id, schools.managingInstituteId));
}

/** The schools of the scope (by managing institute), sorted by name (case-insensitive), then id. */
export async function listSchools(db: Db, scope: TenantScope): Promise<School[]> {
  const rows = await selectSchools(db)
    .where(inTenantScope(scope, schools.managingInstituteId))
    .orderBy(sql`lower(${schools.name})`, asc(schools.id));
  return rows.map(toSchool);
}

/** The school if it is in the scope (by managing institute). */
export async function findSchool(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<School | undefined> {
  const [row] = await selectSchools(db).where(
    and(eq(schools.id, id), inTenantScope(scope, schools.managingInstituteId)),
  );
  return row ? toSchool(row) : undefined;
}

export async function insertSchool(
  tx: Db,
  school: { name: string; managingInstituteId: number | null },
): Promise<number> {
  const [row] = await tx.insert(schools).values(school).returning({ id: schools.id });
  if (!row) throw new Error('school not inserted');
  return row.id;
}

/** Renames the school. */
export async function renameSchool(tx: Db, id: number, name: string): Promise<void> {
  await tx.update(schools).set({ name }).where(eq(schools.id, id));
}

/** What still points at the school: its participants, staff (pending too) and sessions. */
export async function schoolUses(
  tx: Db,
  id: number,
): Promise<{ participants: number; staff: number; sessions: number }> {
  const [row] = await queryRows<{ participants: number; staff: number; sessions: number }>(
    tx,
    sql`select
          (select count(*)::int from participants where school_id = ${id}) as participants,
          (select count(*)::int from school_staff where school_id = ${id}) as staff,
          (select count(*)::int from assessment_sessions where school_id = ${id}) as sessions`,
  );
  return row!;
}

/** Deletes the school (nothing may point at it: the caller checked, in its transaction). */
export async function deleteSchool(tx: Db, id: number): Promise<void> {
  await tx.delete(schools).where(eq(schools.id, id));
}
