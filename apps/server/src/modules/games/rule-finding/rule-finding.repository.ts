// Drizzle queries of the rule-finding instances (game_instances of the game `rule-finding`).
import { and, asc, eq, lte, max, sql } from 'drizzle-orm';
import {
  ruleFindingGame,
  SEQUENCE_NUMBER_MAX,
  type RuleFindingItemData,
} from '@cogniplay/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { gameInstances, ofGame } from '../../../db/schema/index.ts';
import {
  type InsertedRow,
  insertInstanceRows,
  rowJson,
  type RowJson,
} from '../shared/instance-writes.ts';

const GAME = 'rule-finding';

export interface RuleFindingRow {
  id: number;
  sequenceNumber: number;
  label: string | null;
  exerciseName: string | null;
  itemData: RuleFindingItemData;
  createdAt: Date;
}

export interface NewRuleFindingRow {
  sequenceNumber: number;
  label: string | null;
  exerciseName: string | null;
  itemData: RuleFindingItemData;
  contentHash: string;
  createdBy: number;
}

const summaryColumns = {
  id: gameInstances.id,
  // Every rule-finding instance has its number.
  sequenceNumber: sql<number>`${gameInstances.sequenceNumber}`,
  label: gameInstances.label,
  exerciseName: gameInstances.exerciseName,
  createdAt: gameInstances.createdAt,
};

export function listRuleFindingSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(gameInstances)
    .where(ofGame(GAME))
    .orderBy(asc(gameInstances.sequenceNumber));
}

export async function findRuleFindingInstance(
  db: Db,
  id: number,
): Promise<RuleFindingRow | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, itemData: gameInstances.content })
    .from(gameInstances)
    .where(and(ofGame(GAME), eq(gameInstances.id, id)))
    .limit(1);
  return row as RuleFindingRow | undefined;
}

/** Instance ids by sequence number, for the numbers given that are already used. */
export async function findUsedSequenceNumbers(
  db: Db,
  numbers: readonly number[],
): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (numbers.length === 0) return used;
  const rows = await queryRows<{ id: number; sequence_number: number }>(
    db,
    sql`select id, sequence_number from game_instances
        where game = ${GAME} and sequence_number in (select jsonb_array_elements(${JSON.stringify(numbers)}::jsonb)::integer)`,
  );
  for (const row of rows) used.set(row.sequence_number, row.id);
  return used;
}

/**
 * The highest stored sequence number within the documented range, 0 when there is none. A number
 * stored above the range (before it was enforced) is skipped, so it cannot block the next ones.
 */
export async function highestSequenceNumber(db: Db): Promise<number> {
  const [row] = await db
    .select({ highest: max(gameInstances.sequenceNumber) })
    .from(gameInstances)
    .where(and(ofGame(GAME), lte(gameInstances.sequenceNumber, SEQUENCE_NUMBER_MAX)));
  return row?.highest ?? 0;
}

/** The row of an instance as JSON: `columns` is the game's `columnsJson` (rule-finding.content.ts). */
export function ruleFindingRowJson(
  row: Omit<NewRuleFindingRow, 'label' | 'itemData'>,
  columns: string,
): RowJson {
  const json =
    `{"sequence_number":${row.sequenceNumber},"exercise_name":${JSON.stringify(row.exerciseName)},` +
    `"content_hash":"${row.contentHash}","created_by":${row.createdBy},${columns}}`;
  return { contentHash: row.contentHash, json };
}

/** Inserts the rows (one multi-row INSERT per chunk); ids and times in the order given. */
export function insertRuleFindingRows(
  db: Db,
  rows: readonly NewRuleFindingRow[],
): Promise<InsertedRow[]> {
  return insertRuleFindingRowJson(
    db,
    rows.map((row) =>
      rowJson({
        sequence_number: row.sequenceNumber,
        label: row.label,
        exercise_name: row.exerciseName,
        content: row.itemData,
        item_count: ruleFindingGame.play.itemCount(row.itemData),
        content_hash: row.contentHash,
        created_by: row.createdBy,
      }),
    ),
  );
}

/** Inserts rows already serialised (`ruleFindingRowJson`). */
export function insertRuleFindingRowJson(db: Db, rows: readonly RowJson[]): Promise<InsertedRow[]> {
  return insertInstanceRows(db, GAME, rows);
}
