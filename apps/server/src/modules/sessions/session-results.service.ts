// A session's results: scores per instance and for the whole session (the contract's scoring
// rules, docs/scoring.md) and one row per answer with the item it answered.
import {
  ruleComplexity,
  scoreAnswers,
  type AnswerResponse,
  type InputType,
  type PictureSet,
  type RuleFindingItemData,
  type ScoredAnswer,
  type SessionAnswer,
  type SessionResultsResponse,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { assessmentInstances, type AssessmentInstance } from '../../db/assessment-instances.ts';
import { assessmentPictureSet, storedAnswers } from './session-results.repository.ts';
import { findSession } from './sessions.repository.ts';

/** How results name an instance: its id, sequence number and label. */
const referenceOf = ({ id, sequenceNumber, label }: AssessmentInstance) => ({
  id,
  sequenceNumber,
  label,
});

/** Undefined when the session is not in the caller's scope (404). */
export async function sessionResults(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<SessionResultsResponse | undefined> {
  const session = await findSession(db, scope, id);
  if (!session) return undefined;
  const [instances, rows, pictureSet] = await Promise.all([
    assessmentInstances(db, session.assessment.id),
    storedAnswers(db, id),
    assessmentPictureSet(db, session.assessment.id),
  ]);
  // Scored by the outcome each answer was given when it was stored.
  const scored = rows.map((row) => ({
    position: row.position,
    outcome: row.outcome as ScoredAnswer['outcome'],
    reactionTimeMs: row.reactionTimeMs,
  }));
  // Results are rule finding's (the one playable game): its item data is each instance's content.
  const itemData = (instance: AssessmentInstance) => instance.content as RuleFindingItemData;
  const answers: SessionAnswer[] = rows.flatMap((row) => {
    const instance = instances[row.position];
    const item = instance && itemData(instance).targetItems[row.itemIndex];
    // An answer's key always names an item (the play API checks it; assessments are frozen).
    if (!instance || !item) return [];
    return [
      {
        position: row.position,
        instance: referenceOf(instance),
        itemIndex: row.itemIndex,
        characteristics: item.ruleFindingElement.characteristics,
        matchesRule: item.matchesRule,
        response: row.response as AnswerResponse,
        correct: row.correct,
        reactionTimeMs: row.reactionTimeMs,
        inputType: row.inputType as InputType,
        clientShownAt: row.clientShownAt.toISOString(),
        clientAnsweredAt: row.clientAnsweredAt.toISOString(),
        serverReceivedAt: row.serverReceivedAt.toISOString(),
      },
    ];
  });
  return {
    scores: scoreAnswers(scored, session.totalCount),
    instances: instances.map((instance) => ({
      ...scoreAnswers(
        scored.filter((answer) => answer.position === instance.position),
        itemData(instance).targetItems.length,
      ),
      position: instance.position,
      instance: referenceOf(instance),
      ruleComplexity: ruleComplexity(itemData(instance).rule),
    })),
    answers,
    pictureSet: pictureSet as PictureSet,
  };
}
