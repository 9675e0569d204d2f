// Who may write which assessment, and the writes with their audit entries. Admins write every
// institute's assessments; researchers their own institute's. Once a session of an assessment
// exists its items and settings are frozen (PUT answers 409); "duplicate" makes a free copy.
import {
  ASSESSMENT_LOCKED_MESSAGE,
  ASSESSMENT_NAME_EXISTS_MESSAGE,
  DEFAULT_ASSESSMENT_SETTINGS,
  type Assessment,
  type CreateAssessmentBody,
  type DuplicateAssessmentBody,
  type UpdateAssessmentBody,
} from '@cogniplay/contract';
import { researchInstituteExists } from '../../db/lookups.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  assessmentValues,
  findAssessment,
  insertAssessment,
  itemsOf,
  lockAssessment,
  missingInstanceIds,
  replaceItems,
  updateAssessment,
  type AssessmentValues,
} from './assessments.repository.ts';

const notFound = () => httpError.notFound('Assessment');

/** The institute a new assessment goes to, after the caller's permissions. */
async function instituteForNewAssessment(
  db: Db,
  scope: TenantScope,
  requested: number | undefined,
): Promise<number> {
  if (scope === 'all') {
    if (requested === undefined) {
      throw httpError.badRequest('The request is invalid.', [
        { path: '/body/researchInstituteId', message: 'Choose the research institute' },
      ]);
    }
    if (!(await researchInstituteExists(db, requested))) {
      throw httpError.badRequest('The request is invalid.', [
        { path: '/body/researchInstituteId', message: 'Research institute not found' },
      ]);
    }
    return requested;
  }
  if (scope.researchInstituteId === null) {
    throw httpError.forbidden('You are not a member of a research institute.');
  }
  // Another institute is not the researcher's to know of: as if it did not exist.
  if (requested !== undefined && requested !== scope.researchInstituteId) {
    throw httpError.notFound('Research institute');
  }
  return scope.researchInstituteId;
}

/**
 * The game of the instances the assessments API takes (`instanceIds`): every assessment is of
 * rule-finding instances until an assessment may mix games.
 */
const ASSESSED_GAME = 'rule-finding';

const itemRefs = (instanceIds: readonly number[]) =>
  instanceIds.map((instanceId) => ({ game: ASSESSED_GAME, instanceId }));

/** 400 naming each instance id that does not exist (by its place in `instanceIds`). */
async function requireInstances(db: Db, instanceIds: readonly number[]): Promise<void> {
  const missing = new Set(await missingInstanceIds(db, ASSESSED_GAME, instanceIds));
  if (missing.size === 0) return;
  throw httpError.badRequest(
    `Instance ${[...missing].join(', ')} not found.`,
    instanceIds.flatMap((id, index) =>
      missing.has(id)
        ? [{ path: `/body/instanceIds/${index}`, message: `Instance ${id} not found` }]
        : [],
    ),
  );
}

function valuesOf(body: UpdateAssessmentBody): AssessmentValues {
  return {
    name: body.name,
    showDemonstration: body.showDemonstration ?? DEFAULT_ASSESSMENT_SETTINGS.showDemonstration,
    giveFeedback: body.giveFeedback ?? DEFAULT_ASSESSMENT_SETTINGS.giveFeedback,
    pictureSet: body.pictureSet ?? DEFAULT_ASSESSMENT_SETTINGS.pictureSet,
  };
}

async function readBack(db: Db, id: number): Promise<Assessment> {
  const assessment = await findAssessment(db, 'all', id);
  if (!assessment) throw new Error(`assessment ${id} not found after writing it`);
  return assessment;
}

export async function createAssessment(
  db: Db,
  user: AuthUser,
  body: CreateAssessmentBody,
): Promise<Assessment> {
  const scope = tenantScopeOf(user);
  const id = await db.transaction(async (tx) => {
    const researchInstituteId = await instituteForNewAssessment(
      tx,
      scope,
      body.researchInstituteId,
    );
    await requireInstances(tx, body.instanceIds);
    const values = valuesOf(body);
    const inserted = await insertAssessment(tx, {
      ...values,
      researchInstituteId,
      createdBy: user.id,
    });
    if (inserted === 'duplicate') throw httpError.conflict(ASSESSMENT_NAME_EXISTS_MESSAGE);
    await replaceItems(tx, inserted.id, itemRefs(body.instanceIds));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'assessment.created',
      entityType: 'assessment',
      entityId: inserted.id,
      details: { researchInstituteId, instanceIds: body.instanceIds },
    });
    return inserted.id;
  });
  return readBack(db, id);
}

/** Replaces name, settings and instances; 409 once a session of it was ever started. */
export async function replaceAssessment(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateAssessmentBody,
): Promise<Assessment> {
  const scope = tenantScopeOf(user);
  await db.transaction(async (tx) => {
    // Locked for update: a session started meanwhile waits, and sees the new items.
    const current = await lockAssessment(tx, scope, id, 'update');
    if (!current) throw notFound();
    if (current.locked) throw httpError.conflict(ASSESSMENT_LOCKED_MESSAGE);
    await requireInstances(tx, body.instanceIds);
    const before = await assessmentValues(tx, id);
    const beforeItems = (await itemsOf(tx, id)).map((item) => item.instanceId);
    const values = valuesOf(body);
    if ((await updateAssessment(tx, id, values)) === 'duplicate') {
      throw httpError.conflict(ASSESSMENT_NAME_EXISTS_MESSAGE);
    }
    await replaceItems(tx, id, itemRefs(body.instanceIds));
    const changed = (Object.keys(values) as (keyof AssessmentValues)[]).filter(
      (key) => before?.[key] !== values[key],
    );
    const itemsChanged =
      beforeItems.length !== body.instanceIds.length ||
      beforeItems.some((instanceId, index) => instanceId !== body.instanceIds[index]);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'assessment.updated',
      entityType: 'assessment',
      entityId: id,
      details: {
        changed: itemsChanged ? [...changed, 'instanceIds'] : changed,
        instanceIds: body.instanceIds,
      },
    });
  });
  return readBack(db, id);
}

/** An unlocked copy of the assessment (items and settings) under a new name, same institute. */
export async function duplicateAssessment(
  db: Db,
  user: AuthUser,
  sourceId: number,
  { name }: DuplicateAssessmentBody,
): Promise<Assessment> {
  const scope = tenantScopeOf(user);
  const id = await db.transaction(async (tx) => {
    const source = await lockAssessment(tx, scope, sourceId, 'share');
    const values = source && (await assessmentValues(tx, sourceId));
    if (!values) throw notFound();
    const { researchInstituteId, ...settings } = values;
    const inserted = await insertAssessment(tx, {
      ...settings,
      name,
      researchInstituteId,
      createdBy: user.id,
    });
    if (inserted === 'duplicate') throw httpError.conflict(ASSESSMENT_NAME_EXISTS_MESSAGE);
    await replaceItems(tx, inserted.id, await itemsOf(tx, sourceId));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'assessment.duplicated',
      entityType: 'assessment',
      entityId: inserted.id,
      details: { researchInstituteId, sourceAssessmentId: sourceId },
    });
    return inserted.id;
  });
  return readBack(db, id);
}
