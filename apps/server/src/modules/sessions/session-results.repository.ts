// Sessions' stored answers, for their results (the instances come from db/assessment-instances.ts).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, sessionAnswers } from '../../db/schema/index.ts';

/** The session's answers in play order. */
export function storedAnswers(db: Db, sessionId: number) {
  return db
    .select({
      position: sessionAnswers.position,
      itemIndex: sessionAnswers.itemIndex,
      response: sessionAnswers.response,
      outcome: sessionAnswers.outcome,
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

/** The picture set the assessment's items were drawn in. */
export async function assessmentPictureSet(db: Db, assessmentId: number) {
  const [row] = await db
    .select({ pictureSet: assessments.pictureSet })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  return row?.pictureSet;
}
