// Creating a school: who may choose which managing institute, then the row and its audit entry.
// A name is unique within its managing institute (the database's unique index decides).
import type { CreateSchoolBody, School } from '@cogniplay/contract';
import { researchInstituteExists } from '../../db/lookups.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { findSchool, insertSchool } from './schools.repository.ts';

export async function createSchool(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  { schoolName, managingInstituteId }: CreateSchoolBody,
): Promise<School> {
  if (scope !== 'all' && managingInstituteId !== scope.researchInstituteId) {
    throw httpError.forbidden(
      'Researchers can only create schools managed by their own research institute.',
    );
  }
  try {
    return await insertWithAudit(db, actorUserId, { schoolName, managingInstituteId });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw httpError.conflict(
      managingInstituteId === null
        ? `A school named "${schoolName}" without a managing institute already exists.`
        : `A school named "${schoolName}" is already managed by this research institute.`,
    );
  }
}

function insertWithAudit(
  db: Db,
  actorUserId: number,
  { schoolName, managingInstituteId }: CreateSchoolBody,
): Promise<School> {
  return db.transaction(async (tx) => {
    if (managingInstituteId !== null && !(await researchInstituteExists(tx, managingInstituteId))) {
      throw httpError.badRequest('The managing institute does not exist.', [
        { path: '/body/managingInstituteId', message: 'Research institute not found' },
      ]);
    }
    const id = await insertSchool(tx, { name: schoolName, managingInstituteId });
    await recordAudit(tx, {
      actorUserId,
      action: 'school.created',
      entityType: 'school',
      entityId: id,
      details: { managingInstituteId },
    });
    const school = await findSchool(tx, 'all', id);
    if (!school) throw new Error('created school not found');
    return school;
  });
}
