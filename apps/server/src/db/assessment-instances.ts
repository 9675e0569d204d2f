// The instances of an assessment in play order, with their content: what a session plays and
// what its answers are scored against. Assessments are frozen once a session exists.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { RuleFindingItemData } from '@cogniplay/contract';
import type { Db } from './client.ts';
import { assessmentItems, ruleFindingInstances } from './schema/index.ts';

export interface AssessmentInstance {
  position: number;
  /** The game of the instance: its slug in the games registry. */
  game: 'rule-finding';
  id: number;
  sequenceNumber: number;
  label: string | null;
  itemData: RuleFindingItemData;
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
      id: ruleFindingInstances.id,
      sequenceNumber: ruleFindingInstances.sequenceNumber,
      label: ruleFindingInstances.label,
      itemData: ruleFindingInstances.itemData,
    })
    .from(assessmentItems)
    .innerJoin(ruleFindingInstances, eq(ruleFindingInstances.id, assessmentItems.instanceId))
    .where(eq(assessmentItems.assessmentId, assessmentId))
    .orderBy(asc(assessmentItems.position));
  return rows.map((row) => ({
    ...row,
    game: 'rule-finding',
    itemData: row.itemData as RuleFindingItemData,
    content: row.itemData,
  }));
}

/** Target items of an assessment (SQL): the answers one of its sessions needs. */
export const totalCountOf = (assessmentId: SQL | number) => sql`(
  select coalesce(sum(r.item_count), 0)::int
  from assessment_items ai join rule_finding_instances r on r.id = ai.instance_id
  where ai.assessment_id = ${assessmentId})`;
