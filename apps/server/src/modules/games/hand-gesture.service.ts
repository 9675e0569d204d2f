// Hand-gesture instances: reading, creating one, and the bulk upload (one transaction).
import {
  handGestureInstanceInputSchema,
  handGestureInstanceListSchema,
  UPLOAD_LISTED_MAX,
  type HandGestureCreateResult,
  type HandGestureInstance,
  type HandGestureInstanceInput,
  type HandGestureInstanceList,
  type HandGestureUploadResult,
  type UploadPreview,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { canonicalJson, sha256 } from './content-hash.ts';
import { GAME_LOCK_KEYS, lockGame } from './game-lock.ts';
import {
  findHandGestureHashes,
  findHandGestureInstance,
  insertHandGestureRows,
  listHandGestureSummaries,
  type HandGestureRow,
} from './hand-gesture.repository.ts';
import { isUniqueViolation } from './postgres-errors.ts';
import { splitDuplicates } from './upload-duplicates.ts';
import { type UploadOptions, validateUploadedDocument } from './upload-document.ts';
import type { UploadedDocument } from './upload-file.ts';

/** What makes two instances the same: the task data, whatever its key order. */
const canonicalContent = (instance: HandGestureInstanceInput) => canonicalJson(instance.taskData);

function toInstance(row: HandGestureRow): HandGestureInstance {
  return {
    id: row.id,
    exerciseName: row.exerciseName,
    taskData: row.taskData,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The list answer, checked against its schema (it is cached and sent as serialised JSON). */
export async function listHandGestureInstances(db: Db): Promise<HandGestureInstanceList> {
  const rows = await listHandGestureSummaries(db);
  return handGestureInstanceListSchema.parse({
    instances: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  });
}

export async function getHandGestureInstance(db: Db, id: number): Promise<HandGestureInstance> {
  const row = await findHandGestureInstance(db, id);
  if (!row) throw httpError.notFound('Hand-gesture instance');
  return toInstance(row);
}

const conflictWithConcurrentWrite = () =>
  httpError.conflict('Another change to hand-gesture instances got in first. Please try again.');

export async function createHandGestureInstance(
  db: Db,
  input: HandGestureInstanceInput,
  actorUserId: number,
): Promise<HandGestureCreateResult> {
  const hash = sha256(canonicalContent(input));
  try {
    return await db.transaction(async (tx) => {
      await lockGame(tx, GAME_LOCK_KEYS.handGesture);
      const existingId = (await findHandGestureHashes(tx, [hash])).get(hash);
      if (existingId !== undefined) {
        throw httpError.conflict(`An identical instance is already stored (ID ${existingId}).`);
      }
      const row = {
        exerciseName: null,
        taskData: input.taskData,
        contentHash: hash,
        createdBy: actorUserId,
      };
      const [stored] = await insertHandGestureRows(tx, [row]);
      if (!stored) throw new Error('hand-gesture instance not inserted');
      await recordAudit(tx, {
        actorUserId,
        action: 'hand_gesture_instance.created',
        entityType: 'hand_gesture_instance',
        entityId: stored.id,
        details: { count: 1 },
      });
      return { instance: toInstance({ ...row, ...stored }) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictWithConcurrentWrite();
    throw error;
  }
}

/** Validates the whole file, then stores every new instance in one transaction, or nothing. */
export async function uploadHandGestureInstances(
  db: Db,
  upload: UploadedDocument,
  { dryRun, actorUserId }: UploadOptions,
): Promise<HandGestureUploadResult | UploadPreview> {
  const { exerciseNames, instances, problems } = validateUploadedDocument(
    upload,
    handGestureInstanceInputSchema,
    canonicalContent,
  );
  problems.throwIfAny();
  try {
    return await db.transaction(async (tx) => {
      await lockGame(tx, GAME_LOCK_KEYS.handGesture);
      const stored = await findHandGestureHashes(
        tx,
        instances.map((i) => i.contentHash),
      );
      const { fresh, alreadyPresent } = splitDuplicates(instances, stored);
      const outcome = {
        count: fresh.length,
        exerciseNames,
        alreadyPresentCount: alreadyPresent.length,
        alreadyPresent: alreadyPresent.slice(0, UPLOAD_LISTED_MAX),
        warningCount: 0,
        warnings: [],
      };
      if (dryRun) return { ...outcome, dryRun: true as const };

      const inserted = await insertHandGestureRows(
        tx,
        fresh.map((instance) => ({
          exerciseName: instance.exerciseName,
          taskData: instance.value.taskData,
          contentHash: instance.contentHash,
          createdBy: actorUserId,
        })),
      );
      await recordAudit(tx, {
        actorUserId,
        action: 'hand_gesture_instances.uploaded',
        entityType: 'hand_gesture_instance',
        entityId: null,
        details: { count: inserted.length, exerciseNames, alreadyPresent: alreadyPresent.length },
      });
      return { ...outcome, dryRun: false as const, instanceIds: inserted.map((row) => row.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictWithConcurrentWrite();
    throw error;
  }
}
