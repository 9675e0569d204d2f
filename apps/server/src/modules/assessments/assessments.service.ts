// Who may write which assessment, and the writes with their audit entries. Admins write every
// institute's assessments; researchers their own institute's. Once a session of an assessment
// exists its items and settings are frozen (PUT answers 409); "duplicate" makes a free copy.
import {
  ASSESSMENT_LOCKED_MESSAGE,
  ASSESSMENT_NAME_EXISTS_MESSAGE,
  DEFAULT_ASSESSMENT_SETTINGS,
  isPlayableGame,
  isRegisteredGame,
  itemRefsOf,
  playRulesFor,
  type Assessment,
  type AssessmentItemRef,
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
  deleteAssessment,
  findAssessment,
  insertAssessment,
  itemsOf,
  instanceContents,
  lockAssessment,
  replaceItems,
  sessionCountOf,
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

type ItemsBody = Pick<UpdateAssessmentBody, 'instanceIds' | 'items'>;

/**
 * The instances a write names, each with its game, once every one is an instance children can
 * play: 400 naming each that is not (by its place in `items`, or in `instanceIds`): of an
 * unknown game or one that cannot be played, missing, or refused by its game as it is.
 */
async function playableItems(db: Db, body: ItemsBody): Promise<AssessmentItemRef[]> {
  const items = itemRefsOf(body);
  const pathOf = (index: number, field: 'game' | 'instanceId') =>
    body.items ? `/body/items/${index}/${field}` : `/body/instanceIds/${index}`;
  const gameErrors = items.flatMap(({ game }, index) => {
    if (!isRegisteredGame(game)) {
      return [{ path: pathOf(index, 'game'), message: `No game ${game}` }];
    }
    if (!isPlayableGame(game)) {
      return [{ path: pathOf(index, 'game'), message: `Children cannot play ${game} yet` }];
    }
    return [];
  });
  if (gameErrors.length > 0) {
    throw httpError.badRequest('Only instances of games children can play.', gameErrors);
  }
  const contents = await instanceContents(db, items);
  const missing = items.filter((_, index) => contents[index] === undefined);
  if (missing.length > 0) {
    throw httpError.badRequest(
      `Instance ${missing.map((item) => item.instanceId).join(', ')} not found.`,
      items.flatMap(({ game, instanceId }, index) =>
        contents[index] !== undefined
          ? []
          : [
              {
                path: pathOf(index, 'instanceId'),
                message: body.items
                  ? `No ${game} instance ${instanceId}`
                  : `Instance ${instanceId} not found`,
              },
            ],
      ),
    );
  }
  const refused = items.flatMap(({ game, instanceId }, index) =>
    playRulesFor(game)
      .playProblems(contents[index])
      .map((problem) => ({
        path: pathOf(index, 'instanceId'),
        message: `Instance ${instanceId} cannot be played: ${problem}`,
      })),
  );
  if (refused.length > 0) {
    throw httpError.badRequest(refused.map((error) => error.message).join('. ') + '.', refused);
  }
  return items;
}

function valuesOf(body: UpdateAssessmentBody): AssessmentValues {
  return {
    name: body.name,
    showDemonstration: body.showDemonstration ?? DEFAULT_ASSESSMENT_SETTINGS.showDemonstration,
    giveFeedback: body.giveFeedback ?? DEFAULT_ASSESSMENT_SETTINGS.giveFeedback,
    pictureSet: body.pictureSet ?? DEFAULT_ASSESSMENT_SETTINGS.pictureSet,
    instanceOrder: body.instanceOrder ?? DEFAULT_ASSESSMENT_SETTINGS.instanceOrder,
    shuffleItems: body.shuffleItems ?? DEFAULT_ASSESSMENT_SETTINGS.shuffleItems,
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
    const items = await playableItems(tx, body);
    const values = valuesOf(body);
    const inserted = await insertAssessment(tx, {
      ...values,
      researchInstituteId,
      createdBy: user.id,
    });
    if (inserted === 'duplicate') throw httpError.conflict(ASSESSMENT_NAME_EXISTS_MESSAGE);
    await replaceItems(tx, inserted.id, items);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'assessment.created',
      entityType: 'assessment',
      entityId: inserted.id,
      details: { researchInstituteId, items },
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
    const items = await playableItems(tx, body);
    const before = await assessmentValues(tx, id);
    const beforeItems = await itemsOf(tx, id);
    const values = valuesOf(body);
    if ((await updateAssessment(tx, id, values)) === 'duplicate') {
      throw httpError.conflict(ASSESSMENT_NAME_EXISTS_MESSAGE);
    }
    await replaceItems(tx, id, items);
    const changed = (Object.keys(values) as (keyof AssessmentValues)[]).filter(
      (key) => before?.[key] !== values[key],
    );
    const itemsChanged =
      beforeItems.length !== items.length ||
      beforeItems.some(
        (item, index) =>
          item.game !== items[index]!.game || item.instanceId !== items[index]!.instanceId,
      );
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'assessment.updated',
      entityType: 'assessment',
      entityId: id,
      details: {
        changed: itemsChanged ? [...changed, 'items'] : changed,
        items,
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

/**
 * Deletes an assessment of the scope (404 otherwise) that has no session, with its items;
 * 409 saying how many sessions keep it (its results and exports rest on it). Audited.
 */
export async function removeAssessment(db: Db, user: AuthUser, id: number): Promise<void> {
  const scope = tenantScopeOf(user);
  await db.transaction(async (tx) => {
    // Locked for update: a start of it waits, and then finds it gone.
    const current = await lockAssessment(tx, scope, id, 'update');
    if (!current) throw notFound();
    const sessions = await sessionCountOf(tx, id);
    if (sessions > 0) {
      throw httpError.conflict(
        `This assessment has ${sessions} session(s): it stays with their results. Duplicate it to make a new one.`,
      );
    }
    await deleteAssessment(tx, id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'assessment.deleted',
      entityType: 'assessment',
      entityId: id,
      details: { name: current.name, researchInstituteId: current.researchInstituteId },
    });
  });
}
