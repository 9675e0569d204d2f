// Hand-gesture instances: reading, creating one, and the bulk upload. Writers hold the game's
// lock for their transaction, so the duplicate check is exact.
import {
  handGestureInstanceListSchema,
  handGesturePlayProblems,
  playableTaskKind,
  type HandGestureCreateResult,
  type HandGestureInstance,
  type HandGestureInstanceInput,
  type HandGestureInstanceList,
  type HandGestureUploadResult,
  type UploadPreview,
} from '@cogniplay/contract';
import type { Db } from '../../../db/client.ts';
import { httpError } from '../../../lib/http-problem.ts';
import { recordAudit } from '../../../db/record-audit.ts';
import { contentHash } from '../shared/game-content.ts';
import { instanceList } from '../shared/instance-list.ts';
import {
  findStoredHashes,
  inGameTransaction,
  refuseStoredDuplicate,
} from '../shared/instance-writes.ts';
import type { UploadOptions, ValidatedUpload } from '../shared/upload-document.ts';
import { splitDuplicates, uploadAuditDetails, uploadPreview } from '../shared/upload-outcome.ts';
import { handGestureContent } from './hand-gesture.content.ts';
import {
  findHandGestureInstance,
  handGestureRowJson,
  insertHandGestureRowJson,
  insertHandGestureRows,
  listHandGestureSummaries,
  type HandGestureRow,
} from './hand-gesture.repository.ts';

/** The audit records' entity type. */
const ENTITY_TYPE = 'hand_gesture_instance';

function toInstance(row: HandGestureRow): HandGestureInstance {
  return {
    id: row.id,
    exerciseName: row.exerciseName,
    taskData: row.taskData,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each instance with the task it is, or why children cannot play it. */
export async function listHandGestureInstances(db: Db): Promise<HandGestureInstanceList> {
  const rows = await listHandGestureSummaries(db);
  return instanceList(
    handGestureInstanceListSchema,
    rows.map(({ taskData, ...row }) => {
      const data = taskData as Record<string, unknown>;
      return {
        ...row,
        task: playableTaskKind(data),
        playProblems: handGesturePlayProblems(data),
      };
    }),
  );
}

export async function getHandGestureInstance(db: Db, id: number): Promise<HandGestureInstance> {
  const row = await findHandGestureInstance(db, id);
  if (!row) throw httpError.notFound('Hand-gesture instance');
  return toInstance(row);
}

/** Stores one instance: refused (409) when an identical one is stored. */
export function createHandGestureInstance(
  db: Db,
  input: HandGestureInstanceInput,
  actorUserId: number,
): Promise<HandGestureCreateResult> {
  const hash = contentHash(handGestureContent, input);
  return inGameTransaction(db, 'hand-gesture', async (tx) => {
    await refuseStoredDuplicate(tx, 'hand-gesture', hash);
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
      entityType: ENTITY_TYPE,
      entityId: stored.id,
      details: { count: 1 },
    });
    return { instance: toInstance({ ...row, ...stored }) };
  });
}

/**
 * Stores every instance of the validated file (upload-pool.ts) that is not stored yet, in one
 * transaction, or nothing: any problem with the file answers 400.
 */
export function uploadHandGestureInstances(
  db: Db,
  { exerciseNames, instances, problems }: ValidatedUpload<unknown>,
  { dryRun, actorUserId }: UploadOptions,
): Promise<HandGestureUploadResult | UploadPreview> {
  problems.throwIfAny();
  return inGameTransaction(db, 'hand-gesture', async (tx) => {
    const hashes = instances.map((instance) => instance.contentHash);
    const duplicates = splitDuplicates(
      instances,
      await findStoredHashes(tx, 'hand-gesture', hashes),
    );
    const preview = uploadPreview(exerciseNames, duplicates, []);
    if (dryRun) return preview;

    const rows = duplicates.fresh.map((instance) =>
      handGestureRowJson(
        {
          exerciseName: instance.exerciseName,
          contentHash: instance.contentHash,
          createdBy: actorUserId,
        },
        instance.columnsJson,
      ),
    );
    const inserted = await insertHandGestureRowJson(tx, rows);
    await recordAudit(tx, {
      actorUserId,
      action: 'hand_gesture_instances.uploaded',
      entityType: ENTITY_TYPE,
      entityId: null,
      details: uploadAuditDetails(preview),
    });
    return { ...preview, dryRun: false, instanceIds: inserted.map((row) => row.id) };
  });
}
