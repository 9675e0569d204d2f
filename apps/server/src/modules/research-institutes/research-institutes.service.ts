// Creating and renaming a research institute: the row and its audit entry; a name already taken
// (compared case-insensitively) is a conflict, decided by the database's unique index.
import type { CreateResearchInstituteBody, ResearchInstitute } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import {
  findResearchInstitute,
  insertResearchInstitute,
  renameResearchInstitute,
} from './research-institutes.repository.ts';

export async function createResearchInstitute(
  db: Db,
  actorUserId: number,
  { name }: CreateResearchInstituteBody,
): Promise<ResearchInstitute> {
  try {
    return await db.transaction(async (tx) => {
      const created = await insertResearchInstitute(tx, name);
      await recordAudit(tx, {
        actorUserId,
        action: 'research_institute.created',
        entityType: 'research_institute',
        entityId: created.id,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw httpError.conflict(`A research institute named "${name}" already exists.`);
    }
    throw error;
  }
}

/** Renames the institute, audited with the old and new name; undefined when there is none. */
export async function updateResearchInstitute(
  db: Db,
  actorUserId: number,
  id: number,
  { name }: CreateResearchInstituteBody,
): Promise<ResearchInstitute | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findResearchInstitute(tx, id);
      if (!current || current.name === name) return current;
      await renameResearchInstitute(tx, id, name);
      await recordAudit(tx, {
        actorUserId,
        action: 'research_institute.renamed',
        entityType: 'research_institute',
        entityId: id,
        details: { from: current.name, to: name },
      });
      return { ...current, name };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw httpError.conflict(`A research institute named "${name}" already exists.`);
    }
    throw error;
  }
}
