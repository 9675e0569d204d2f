// A session's stored answers, for its results (the instances come from db/assessment-instances.ts).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionAnswers } from '../../db/schema/index.ts';

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
