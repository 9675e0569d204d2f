// Queries on research institutes.
import { asc, eq, sql } from 'drizzle-orm';
import type { ResearchInstitute } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { researchInstitutes } from '../../db/schema/index.ts';

const instituteColumns = { id: researchInstitutes.id, name: researchInstitutes.name };

/** Every institute, sorted by name (case-insensitive), then id. */
export function listResearchInstitutes(db: Db): Promise<ResearchInstitute[]> {
  return db
    .select(instituteColumns)
    .from(researchInstitutes)
    .orderBy(sql`lower(${researchInstitutes.name})`, asc(researchInstitutes.id));
}

export async function findResearchInstitute(
  db: Db,
  id: number,
): Promise<ResearchInstitute | undefined> {
  const [row] = await db
    .select(instituteColumns)
    .from(researchInstitutes)
    .where(eq(researchInstitutes.id, id));
  return row;
}

export async function insertResearchInstitute(db: Db, name: string): Promise<ResearchInstitute> {
  const [row] = await db.insert(researchInstitutes).values({ name }).returning(instituteColumns);
  if (!row) throw new Error('research institute not inserted');
  return row;
}

export async function renameResearchInstitute(db: Db, id: number, name: string): Promise<void> {
  await db.update(researchInstitutes).set({ name }).where(eq(researchInstitutes.id, id));
}
