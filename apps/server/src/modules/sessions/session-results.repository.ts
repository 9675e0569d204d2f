// What a session's results are made of: the assessment's instances in play order, with their
// items (and truths), and the session's stored answers.
import { asc, eq } from 'drizzle-orm';
import type { RuleFindingItemData } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { assessmentItems, ruleFindingInstances, sessionAnswers } from '../../db/schema/index.ts';

export interface AssessmentInstance {
  position: number;
  id: number;
  sequenceNumber: number;
  label: string | null;
  itemData: RuleFindingItemData;
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
  return rows.map((row) => ({ ...row, itemData: row.itemData as RuleFindingItemData }));
}

/** The session's answers in play order. */
export function storedAnswers(db: Db, sessionId: number) {
  return db
    .select({
      position: sessionAnswers.position,
      itemIndex: sessionAnswers.itemIndex,
      response: sessionAnswers.response,
      correct: sessionAnswers.correct,
      reactionTimeMs: sessionAnswers.reactionTimeMs,
      inputType: sessionAnswers.inputType,
      clientShownAt: sessionAnswers.clientShownAt,
      clientAnsweredAt: sessionAnswers.clientAnsweredAt,
      serverReceivedAt: sessionAnswers.serverReceivedAt,
    })
    .from(sessionAnswers)
    .where(eq(sessionAnswers.sessionId, sessionId))
    .orderBy(asc(sessionAnswers.position), asc(sessionAnswers.itemIndex));
}
