// Creating a research institute: the row and its audit entry; a name already taken (compared
// case-insensitively) is a conflict, decided by the database's unique index.
import type { CreateResearchInstituteBody, ResearchInstitute } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import { insertResearchInstitute } from './research-institutes.repository.ts';

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
