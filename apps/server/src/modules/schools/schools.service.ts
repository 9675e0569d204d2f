// Creating, renaming and deleting a school: who may choose which managing institute, then the
// row and its audit entry. A name is unique within its managing institute (the database's unique
// index decides). A school is deleted only while nothing points at it.
import type { CreateSchoolBody, School, UpdateSchoolBody } from '@cogniplay/contract';
import { researchInstituteExists } from '../../db/lookups.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { findVisibleSchool } from './school-viewer.ts';
import {
  deleteSchool,
  findSchool,
  insertSchool,
  renameSchool,
  schoolUses,
} from './schools.repository.ts';

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
    throw nameTaken(schoolName, managingInstituteId);
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

const nameTaken = (name: string, managingInstituteId: number | null) =>
  httpError.conflict(
    managingInstituteId === null
      ? `A school named "${name}" without a managing institute already exists.`
      : `A school named "${name}" is already managed by this research institute.`,
  );

/** Renames a school of the scope (404 otherwise), audited with the old and new name. */
export async function updateSchool(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  id: number,
  { schoolName }: UpdateSchoolBody,
): Promise<School> {
  try {
    return await db.transaction(async (tx) => {
      const school = await findVisibleSchool(tx, scope, id);
      if (school.name === schoolName) return school;
      await renameSchool(tx, id, schoolName);
      await recordAudit(tx, {
        actorUserId,
        action: 'school.renamed',
        entityType: 'school',
        entityId: id,
        details: { from: school.name, to: schoolName },
      });
      return { ...school, name: schoolName };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const school = await findVisibleSchool(db, scope, id);
    throw nameTaken(schoolName, school.managingInstitute?.id ?? null);
  }
}

/**
 * Deletes a school of the scope (404 otherwise) that nothing points at; 409 naming what still
 * does: its participants, its staff (invited ones too) and sessions played there.
 */
export async function removeSchool(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const school = await findVisibleSchool(tx, scope, id);
    const uses = await schoolUses(tx, id);
    const held = [
      uses.participants > 0 && `${uses.participants} participant(s)`,
      uses.staff > 0 && `${uses.staff} staff member(s)`,
      uses.sessions > 0 && `${uses.sessions} session(s)`,
    ].filter((part): part is string => part !== false);
    if (held.length > 0) {
      throw httpError.conflict(
        `This school still has ${held.join(', ')}: move or remove them first.`,
      );
    }
    await deleteSchool(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'school.deleted',
      entityType: 'school',
      entityId: id,
      details: { name: school.name, managingInstituteId: school.managingInstitute?.id ?? null },
    });
  });
}
