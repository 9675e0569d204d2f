// The instances of an assessment in play order, with their content: what a session plays and
// what its answers are scored against. Assessments are frozen once a session exists.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { assessmentItems, gameInstances } from './schema/index.ts';

export interface AssessmentInstance {
  position: number;
  /** The game of the instance: its slug in the games registry. */
  game: string;
  id: number;
  /** Its number within its game, where the game numbers them (rule finding). */
  sequenceNumber: number | null;
  label: string | null;
  /** The instance as its game stores it (for rule finding, its item data). */
  content: unknown;
}

/** The assessment's instances in play order. */
export async function assessmentInstances(
  db: Db,
  assessmentId: number,
): Promise<AssessmentInstance[]> {
  const rows = await db
    .select({
      position: assessmentItems.position,
      game: assessmentItems.game,
      id: gameInstances.id,
      sequenceNumber: gameInstances.sequenceNumber,
      label: gameInstances.label,
      content: gameInstances.content,
    })
    .from(assessmentItems)
    .innerJoin(
      gameInstances,
      and(
        eq(gameInstances.game, assessmentItems.game),
        eq(gameInstances.id, assessmentItems.instanceId),
      ),
    )
    .where(eq(assessmentItems.assessmentId, assessmentId))
    .orderBy(asc(assessmentItems.position));
  return rows;
}

/** Target items of an assessment (SQL): the answers one of its sessions needs. */
export const totalCountOf = (assessmentId: SQL | number) => sql`(
  select coalesce(sum(r.item_count), 0)::int
  from assessment_items ai join game_instances r on r.game = ai.game and r.id = ai.instance_id
  where ai.assessment_id = ${assessmentId})`;
