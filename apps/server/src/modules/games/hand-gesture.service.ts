// Hand-gesture instances: reading, creating one, and the bulk upload (one transaction).
import {
  handGestureInstanceListSchema,
  type HandGestureCreateResult,
  type HandGestureInstance,
  type HandGestureInstanceInput,
  type HandGestureInstanceList,
  type HandGestureUploadResult,
  type UploadPreview,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { createInstance } from './create-instance.ts';
import { handGestureContent } from './game-content.ts';
import { GAME_LOCK_KEYS } from './game-lock.ts';
import type { GameWrites } from './game-writes.ts';
import {
  findHandGestureHashes,
  findHandGestureInstance,
  handGestureRowJson,
  insertHandGestureRowJson,
  insertHandGestureRows,
  listHandGestureSummaries,
  type HandGestureRow,
  type NewHandGestureRow,
} from './hand-gesture.repository.ts';
import { instanceList } from './instance-list.ts';
import type { UploadOptions, ValidatedUpload } from './upload-document.ts';
import { uploadInstances } from './upload-instances.ts';

const handGesture: GameWrites<HandGestureInstanceInput, NewHandGestureRow> = {
  name: 'hand-gesture',
  lockKey: GAME_LOCK_KEYS.handGesture,
  canonicalContent: handGestureContent.canonicalContent,
  findHashes: findHandGestureHashes,
  insertRows: insertHandGestureRows,
  insertRowJson: insertHandGestureRowJson,
  audit: {
    entityType: 'hand_gesture_instance',
    created: 'hand_gesture_instance.created',
    uploaded: 'hand_gesture_instances.uploaded',
  },
};

function toInstance(row: HandGestureRow): HandGestureInstance {
  return {
    id: row.id,
    exerciseName: row.exerciseName,
    taskData: row.taskData,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listHandGestureInstances(db: Db): Promise<HandGestureInstanceList> {
  return instanceList(handGestureInstanceListSchema, await listHandGestureSummaries(db));
}

export async function getHandGestureInstance(db: Db, id: number): Promise<HandGestureInstance> {
  const row = await findHandGestureInstance(db, id);
  if (!row) throw httpError.notFound('Hand-gesture instance');
  return toInstance(row);
}

export function createHandGestureInstance(
  db: Db,
  input: HandGestureInstanceInput,
  actorUserId: number,
): Promise<HandGestureCreateResult> {
  return createInstance(db, handGesture, input, actorUserId, {
    row: async (_tx, contentHash) => ({
      exerciseName: null,
      taskData: input.taskData,
      contentHash,
      createdBy: actorUserId,
    }),
    answer: (stored) => ({ result: { instance: toInstance(stored) }, details: { count: 1 } }),
  });
}

/** Stores every new instance of the validated file in one transaction, or nothing. */
export function uploadHandGestureInstances(
  db: Db,
  upload: ValidatedUpload<unknown>,
  options: UploadOptions,
): Promise<HandGestureUploadResult | UploadPreview> {
  return uploadInstances(db, handGesture, upload, options, async (_tx, fresh) => ({
    warnings: [],
    rows: (createdBy) =>
      fresh.map((instance) =>
        handGestureRowJson(
          { exerciseName: instance.exerciseName, contentHash: instance.contentHash, createdBy },
          instance.columnsJson,
        ),
      ),
  }));
}
