// Drizzle queries of the hand-gesture instances (game_instances of the game `hand-gesture`).
import { and, asc, eq } from 'drizzle-orm';
import { handGestureGame } from '@cogniplay/contract';
import type { Db } from '../../../db/client.ts';
import { gameInstances, ofGame } from '../../../db/schema/index.ts';
import {
  type InsertedRow,
  insertInstanceRows,
  rowJson,
  type RowJson,
} from '../shared/instance-writes.ts';

const GAME = 'hand-gesture';

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
  id: gameInstances.id,
  exerciseName: gameInstances.exerciseName,
  createdAt: gameInstances.createdAt,
};

export function listHandGestureSummaries(db: Db) {
  return db
    .select({ ...summaryColumns, taskData: gameInstances.content })
    .from(gameInstances)
    .where(ofGame(GAME))
    .orderBy(asc(gameInstances.id));
}

export async function findHandGestureInstance(
  db: Db,
  id: number,
): Promise<HandGestureRow | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, taskData: gameInstances.content })
    .from(gameInstances)
    .where(and(ofGame(GAME), eq(gameInstances.id, id)))
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
        content: row.taskData,
        item_count: handGestureGame.play.itemCount(row.taskData),
        content_hash: row.contentHash,
        created_by: row.createdBy,
      }),
    ),
  );
}

/** Inserts rows already serialised (`handGestureRowJson`). */
export function insertHandGestureRowJson(db: Db, rows: readonly RowJson[]): Promise<InsertedRow[]> {
  return insertInstanceRows(db, GAME, rows);
}
