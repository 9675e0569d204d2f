// Queries on schools, each with its managing institute in the same query (no N+1).
import { asc, eq, sql } from 'drizzle-orm';
import type { School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { researchInstitutes, schools } from '../../db/schema/index.ts';

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

/** Every school, sorted by name (case-insensitive), then id. */
export async function listSchools(db: Db): Promise<School[]> {
  const rows = await selectSchools(db).orderBy(sql`lower(${schools.name})`, asc(schools.id));
  return rows.map(toSchool);
}

export async function findSchool(db: Db, id: number): Promise<School | undefined> {
  const [row] = await selectSchools(db).where(eq(schools.id, id));
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
