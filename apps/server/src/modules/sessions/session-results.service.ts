// A session's results: the common scores of all its answers, each game's scores of its answers,
// each instance's, and one row per answer with what its game shows of the item (the contract's
// scoring rules, docs/scoring.md). Every game is reached through the registry.
import {
  commonScores,
  outcomeCounts,
  playRulesFor,
  type InputType,
  type PictureSet,
  type ScoredAnswer,
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

/** The common scores and the game's own of some of its answers, out of `itemCount` items. */
function gameScores(game: string, answers: readonly ScoredAnswer[], itemCount: number) {
  return {
    game,
    ...commonScores(answers, itemCount),
    ...playRulesFor(game).measures(outcomeCounts(answers)),
  };
}

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
  // What each instance's game shows of its items, in order (their count is the instance's).
  const items = instances.map((instance) =>
    playRulesFor(instance.game).resultItems(instance.content),
  );
  const answers = rows.flatMap((row) => {
    const instance = instances[row.position];
    const item = items[row.position]?.[row.itemIndex];
    // An answer's key always names an item (the play API checks it; assessments are frozen).
    if (!instance || !item) return [];
    return [
      {
        game: instance.game,
        position: row.position,
        instance: referenceOf(instance),
        itemIndex: row.itemIndex,
        ...item,
        response: row.response,
        outcome: row.outcome,
        correct: row.correct,
        reactionTimeMs: row.reactionTimeMs,
        inputType: row.inputType as InputType,
        clientShownAt: row.clientShownAt.toISOString(),
        clientAnsweredAt: row.clientAnsweredAt.toISOString(),
        serverReceivedAt: row.serverReceivedAt.toISOString(),
      },
    ];
  });
  // Scored by the outcome each answer was given when it was stored.
  const itemCount = (keep: (instance: AssessmentInstance) => boolean) =>
    instances.reduce((sum, instance, i) => sum + (keep(instance) ? items[i]!.length : 0), 0);
  const games = [...new Set(instances.map((instance) => instance.game))];
  return {
    scores: commonScores(answers, session.totalCount),
    games: games.map((game) =>
      gameScores(
        game,
        answers.filter((answer) => answer.game === game),
        itemCount((instance) => instance.game === game),
      ),
    ),
    instances: instances.map((instance, i) => ({
      ...gameScores(
        instance.game,
        answers.filter((answer) => answer.position === instance.position),
        items[i]!.length,
      ),
      position: instance.position,
      instance: referenceOf(instance),
      ...playRulesFor(instance.game).resultInstance(instance.content),
    })),
    answers,
    pictureSet: pictureSet as PictureSet,
  } as SessionResultsResponse;
}
