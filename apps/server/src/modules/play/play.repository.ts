// Queries of the play API: a session found by its token's hash, its stored answers, and the
// writes of an answer (idempotent by the natural key) and of the session's start and completion.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnswerKey, SubmitAnswerBody } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { assessmentSessions, sessionAnswers } from '../../db/schema/index.ts';

export interface PlaySessionRow {
  id: number;
  assessmentId: number;
  participantId: number;
  revokedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null) => (value === null ? null : date(value));

/** The session of a token hash. */
export async function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<PlaySessionRow | undefined> {
  const [row] = await queryRows<{
    id: number;
    assessment_id: number;
    participant_id: number;
    revoked_at: Date | string | null;
    completed_at: Date | string | null;
    expires_at: Date | string;
  }>(
    db,
    sql`select id, assessment_id, participant_id, revoked_at, completed_at, expires_at
        from assessment_sessions where token_hash = ${tokenHash}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    assessmentId: row.assessment_id,
    participantId: row.participant_id,
    revokedAt: dateOrNull(row.revoked_at),
    completedAt: dateOrNull(row.completed_at),
    expiresAt: date(row.expires_at),
  };
}

/** The keys of the session's stored answers, in play order. */
export function answeredKeys(db: Db, sessionId: number): Promise<AnswerKey[]> {
  return db
    .select({ position: sessionAnswers.position, itemIndex: sessionAnswers.itemIndex })
    .from(sessionAnswers)
    .where(eq(sessionAnswers.sessionId, sessionId))
    .orderBy(asc(sessionAnswers.position), asc(sessionAnswers.itemIndex));
}

/** Sets `startedAt` the first time; later calls change nothing. */
export async function markStarted(db: Db, sessionId: number): Promise<void> {
  await db
    .update(assessmentSessions)
    .set({ startedAt: sql`now()` })
    .where(and(eq(assessmentSessions.id, sessionId), isNull(assessmentSessions.startedAt)));
}

export interface StoredAnswer {
  response: SubmitAnswerBody['response'];
  reactionTimeMs: number;
  inputType: SubmitAnswerBody['inputType'];
  clientShownAt: Date;
  clientAnsweredAt: Date;
  correct: boolean;
}

/** What storing an answer changed: the session's count, and whether this answer completed it. */
export interface StoredCount {
  answeredCount: number;
  completedNow: boolean;
}

/**
 * Stores the answer in one statement, unless its key is stored already (the unique constraint
 * decides, so two requests racing for the same key store one row): the row, the session's count,
 * and — when this is the last of `totalCount` answers — the session's completion and its audit
 * row. Undefined when the key was stored before.
 */
export async function storeAnswer(
  db: Db,
  values: { sessionId: number; instanceId: number; correct: boolean } & SubmitAnswerBody,
  totalCount: number,
): Promise<StoredCount | undefined> {
  const [row] = await queryRows<{ answered_count: number }>(
    db,
    sql`with stored as (
          insert into session_answers (session_id, position, item_index, instance_id, response,
            correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
          values (${values.sessionId}, ${values.position}, ${values.itemIndex},
            ${values.instanceId}, ${values.response}, ${values.correct}, ${values.reactionTimeMs},
            ${values.inputType}, ${values.clientShownAt}, ${values.clientAnsweredAt})
          on conflict (session_id, position, item_index) do nothing
          returning session_id
        ), counted as (
          update assessment_sessions s set
            answered_count = s.answered_count + 1,
            completed_at = case when s.answered_count + 1 >= ${totalCount}
              then coalesce(s.completed_at, now()) else s.completed_at end
          where s.id = (select session_id from stored)
          returning s.id, s.answered_count
        ), audited as (
          insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
          select null, 'session.completed', 'session', c.id::text,
            jsonb_build_object('answeredCount', c.answered_count)
          from counted c where c.answered_count = ${totalCount}
        )
        select answered_count from counted`,
  );
  if (!row) return undefined;
  return { answeredCount: row.answered_count, completedNow: row.answered_count === totalCount };
}

/** A stored answer with its session's count and state, for answering a repeat. */
export async function findAnswer(
  db: Db,
  sessionId: number,
  { position, itemIndex }: AnswerKey,
): Promise<(StoredAnswer & { answeredCount: number; sessionCompleted: boolean }) | undefined> {
  const [row] = await db
    .select({
      response: sessionAnswers.response,
      reactionTimeMs: sessionAnswers.reactionTimeMs,
      inputType: sessionAnswers.inputType,
      clientShownAt: sessionAnswers.clientShownAt,
      clientAnsweredAt: sessionAnswers.clientAnsweredAt,
      correct: sessionAnswers.correct,
      answeredCount: assessmentSessions.answeredCount,
      completedAt: assessmentSessions.completedAt,
    })
    .from(sessionAnswers)
    .innerJoin(assessmentSessions, eq(assessmentSessions.id, sessionAnswers.sessionId))
    .where(
      and(
        eq(sessionAnswers.sessionId, sessionId),
        eq(sessionAnswers.position, position),
        eq(sessionAnswers.itemIndex, itemIndex),
      ),
    );
  if (!row) return undefined;
  const { completedAt, ...answer } = row;
  return {
    ...(answer as StoredAnswer & { answeredCount: number }),
    sessionCompleted: completedAt !== null,
  };
}
