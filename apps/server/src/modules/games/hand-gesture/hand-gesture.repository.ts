// Drizzle queries of hand_gesture_instances.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { handGestureInstances } from '../../../db/schema/index.ts';
import {
  type InsertedRow,
  insertJsonRows,
  rowJson,
  type RowJson,
} from '../shared/instance-writes.ts';

export interface HandGestureRow {
  id: number;
  exerciseName: string | null;
  taskData: Record<string, unknown>;
  createdAt: Date;
}

export interface NewHandGestureRow {
  exerciseName: string | null;
  taskData: Record<string, unknown>;
  contentHash: string;
  createdBy: number;
}

const summaryColumns = {
  id: handGestureInstances.id,
  exerciseName: handGestureInstances.exerciseName,
  createdAt: handGestureInstances.createdAt,
};

export function listHandGestureSummaries(db: Db) {
  return db.select(summaryColumns).from(handGestureInstances).orderBy(asc(handGestureInstances.id));
}

export async function findHandGestureInstance(
  db: Db,
  id: number,
): Promise<HandGestureRow | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, taskData: handGestureInstances.taskData })
    .from(handGestureInstances)
    .where(eq(handGestureInstances.id, id))
    .limit(1);
  return row as HandGestureRow | undefined;
}

/** The row of an instance as JSON: `columns` is the game's `columnsJson` (hand-gesture.content.ts). */
export function handGestureRowJson(
  row: Omit<NewHandGestureRow, 'taskData'>,
  columns: string,
): RowJson {
  const json =
    `{"exercise_name":${JSON.stringify(row.exerciseName)},"content_hash":"${row.contentHash}",` +
    `"created_by":${row.createdBy},${columns}}`;
  return { contentHash: row.contentHash, json };
}

/** Inserts the rows (one multi-row INSERT per chunk); ids and times in the order given. */
export function insertHandGestureRows(
  db: Db,
  rows: readonly NewHandGestureRow[],
): Promise<InsertedRow[]> {
  return insertHandGestureRowJson(
    db,
    rows.map((row) =>
      rowJson({
        exercise_name: row.exerciseName,
        task_data: row.taskData,
        content_hash: row.contentHash,
        created_by: row.createdBy,
      }),
    ),
  );
}

/** Inserts rows already serialised (`handGestureRowJson`). */
export function insertHandGestureRowJson(db: Db, rows: readonly RowJson[]): Promise<InsertedRow[]> {
  const t = handGestureInstances;
  return insertJsonRows(
    db,
    'hand-gesture instances',
    rows,
    (json) => sql`
      insert into ${t} (exercise_name, task_data, content_hash, created_by)
      select exercise_name, task_data, content_hash, created_by
      from jsonb_to_recordset(${json}::jsonb)
        as x(exercise_name text, task_data jsonb, content_hash text, created_by integer)
      returning id, content_hash, created_at`,
  );
}
