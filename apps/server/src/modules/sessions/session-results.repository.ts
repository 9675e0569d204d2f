// Sessions' stored answers, for their results (the instances come from db/assessment-instances.ts).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { assessments, sessionAnswers } from '../../db/schema/index.ts';

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

/** What scoring needs of every answer of the sessions given (their ids as one JSON parameter). */
export function answersForScores(db: Db, sessionIds: readonly number[]) {
  return queryRows<{
    session_id: number;
    response: string;
    correct: boolean;
    reaction_time_ms: number;
  }>(
    db,
    sql`select session_id, response, correct, reaction_time_ms from ${sessionAnswers}
        where session_id in (select jsonb_array_elements_text(${JSON.stringify(sessionIds)}::jsonb)::int)`,
  );
}

/** The picture set the assessment's items were drawn in. */
export async function assessmentPictureSet(db: Db, assessmentId: number) {
  const [row] = await db
    .select({ pictureSet: assessments.pictureSet })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  return row?.pictureSet;
}
