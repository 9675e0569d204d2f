// Queries of the play API: a session found by its token's hash, its stored answers, and the
// writes of an answer (idempotent by the natural key) and of the session's start and completion.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
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

/** The session of a token hash; `lock` locks its row for the transaction (answers queue up). */
export async function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
  { lock = false } = {},
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
        from assessment_sessions where token_hash = ${tokenHash}
        ${lock ? sql`for update` : sql``}`,
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

/**
 * Inserts the answer unless its key is stored already (the unique constraint decides, so two
 * requests racing for the same key store one row). True when this call stored it.
 */
export async function insertAnswer(
  db: Db,
  values: {
    sessionId: number;
    instanceId: number;
    correct: boolean;
  } & SubmitAnswerBody,
): Promise<boolean> {
  const rows = await db
    .insert(sessionAnswers)
    .values({
      sessionId: values.sessionId,
      position: values.position,
      itemIndex: values.itemIndex,
      instanceId: values.instanceId,
      response: values.response,
      correct: values.correct,
      reactionTimeMs: values.reactionTimeMs,
      inputType: values.inputType,
      clientShownAt: new Date(values.clientShownAt),
      clientAnsweredAt: new Date(values.clientAnsweredAt),
    })
    .onConflictDoNothing({
      target: [sessionAnswers.sessionId, sessionAnswers.position, sessionAnswers.itemIndex],
    })
    .returning({ id: sessionAnswers.id });
  return rows.length > 0;
}

export async function findAnswer(
  db: Db,
  sessionId: number,
  { position, itemIndex }: AnswerKey,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      response: sessionAnswers.response,
      reactionTimeMs: sessionAnswers.reactionTimeMs,
      inputType: sessionAnswers.inputType,
      clientShownAt: sessionAnswers.clientShownAt,
      clientAnsweredAt: sessionAnswers.clientAnsweredAt,
      correct: sessionAnswers.correct,
    })
    .from(sessionAnswers)
    .where(
      and(
        eq(sessionAnswers.sessionId, sessionId),
        eq(sessionAnswers.position, position),
        eq(sessionAnswers.itemIndex, itemIndex),
      ),
    );
  return row as StoredAnswer | undefined;
}

export async function countAnswers(db: Db, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessionAnswers)
    .where(eq(sessionAnswers.sessionId, sessionId));
  return row?.n ?? 0;
}

/** Marks the session completed (once); true when this call did. */
export async function markCompleted(db: Db, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(assessmentSessions)
    .set({ completedAt: sql`now()` })
    .where(and(eq(assessmentSessions.id, sessionId), isNull(assessmentSessions.completedAt)))
    .returning({ id: assessmentSessions.id });
  return rows.length > 0;
}
