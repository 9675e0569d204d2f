// Queries of the play API: a session found by its token's hash, its stored answers, and the
// writes of an answer (idempotent by the natural key) and of the session's start and completion.
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AnswerKey,
  AnswersAfterStop,
  EarlyEnd,
  EndSessionBody,
  SubmitAnswerBody,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { assessmentSessions, sessionAnswers } from '../../db/schema/index.ts';
import { SESSION_FACT_COLUMNS, sessionFactsOf } from '../../db/session-facts.ts';
import { earlyEndOfRow, type EarlyEndColumns } from '../../db/session-state-of-row.ts';

export interface PlaySessionRow {
  id: number;
  assessmentId: number;
  participantId: number;
  revokedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
  /** How it ended early on the tablet; null unless it did. */
  earlyEnd: EarlyEnd | null;
  /** The device the session is bound to; null until one starts it. */
  deviceId: string | null;
  /** What decides its order with its assessment's design (db/schema: orderSeed). */
  orderSeed: number | null;
  orderRotation: number | null;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null) => (value === null ? null : date(value));

/** The session of a token hash. */
export async function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<PlaySessionRow | undefined> {
  const [row] = await queryRows<
    EarlyEndColumns & {
      id: number;
      assessment_id: number;
      participant_id: number;
      revoked_at: Date | string | null;
      completed_at: Date | string | null;
      expires_at: Date | string;
      device_id: string | null;
      order_seed: number | null;
      order_rotation: number | null;
    }
  >(
    db,
    sql`select id, assessment_id, participant_id, revoked_at, completed_at, expires_at,
          ended_early_at, early_end_reason, stop_reason, discarded_answers, device_id,
          order_seed, order_rotation
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
    earlyEnd: earlyEndOfRow(row),
    deviceId: row.device_id,
    orderSeed: row.order_seed,
    orderRotation: row.order_rotation,
  };
}

/**
 * Ends an open session early (not completed, revoked or ended before), in the caller's
 * transaction: with its institute's `discard` setting its stored answers are deleted and its
 * counts go back to 0. Answers the end and how many answers were kept; undefined when the
 * session was no longer open.
 */
export async function endSessionEarly(
  tx: Db,
  sessionId: number,
  { reason, stopReason }: EndSessionBody,
): Promise<{ earlyEnd: EarlyEnd; keptAnswers: number } | undefined> {
  const [open] = await queryRows<{ answers_after_stop: AnswersAfterStop; answered_count: number }>(
    tx,
    sql`select i.answers_after_stop, s.answered_count
        from assessment_sessions s
        join assessments a on a.id = s.assessment_id
        join research_institutes i on i.id = a.research_institute_id
        where s.id = ${sessionId} and s.ended_early_at is null and s.completed_at is null
          and s.revoked_at is null
        for update of s`,
  );
  if (!open) return undefined;
  const discard = open.answers_after_stop === 'discard';
  const discarded = discard
    ? (
        await tx
          .delete(sessionAnswers)
          .where(eq(sessionAnswers.sessionId, sessionId))
          .returning({ id: sessionAnswers.id })
      ).length
    : 0;
  const [row] = await queryRows<EarlyEndColumns>(
    tx,
    sql`update assessment_sessions set
          ended_early_at = now(), early_end_reason = ${reason},
          stop_reason = ${stopReason ?? null}, discarded_answers = ${discarded}
          ${discard ? sql`, answered_count = 0, correct_count = 0, outcome_counts = '{}'::jsonb` : sql``}
        where id = ${sessionId}
        returning ended_early_at, early_end_reason, stop_reason, discarded_answers`,
  );
  return {
    earlyEnd: earlyEndOfRow(row!)!,
    keptAnswers: discard ? 0 : open.answered_count,
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

/**
 * Sets `startedAt` the first time, and binds the session to `deviceId` when it is bound to none;
 * answers the device it is bound to afterwards (null: none).
 */
export async function markStarted(
  db: Db,
  sessionId: number,
  deviceId: string | undefined,
): Promise<string | null> {
  // The first start records the participant's school, group and age again, as they are now.
  const [row] = await queryRows<{ device_id: string | null }>(
    db,
    sql`update assessment_sessions s set
          (${SESSION_FACT_COLUMNS}) = (select ${sessionFactsOf(sql`p`, sql`now()`)}
            from participants p where p.id = s.participant_id),
          started_at = now(),
          device_id = coalesce(s.device_id, ${deviceId ?? null})
        where s.id = ${sessionId} and s.started_at is null
        returning s.device_id`,
  );
  if (row) return row.device_id;
  const [bound] = await db
    .update(assessmentSessions)
    .set({ deviceId: sql`coalesce(${assessmentSessions.deviceId}, ${deviceId ?? null})` })
    .where(eq(assessmentSessions.id, sessionId))
    .returning({ deviceId: assessmentSessions.deviceId });
  return bound?.deviceId ?? null;
}

/** Binds the session to `deviceId`; whether it was bound to another before. */
export async function bindDevice(db: Db, sessionId: number, deviceId: string): Promise<boolean> {
  const changed = await db
    .update(assessmentSessions)
    .set({ deviceId })
    .where(
      and(
        eq(assessmentSessions.id, sessionId),
        sql`${assessmentSessions.deviceId} is distinct from ${deviceId}`,
      ),
    )
    .returning({ id: assessmentSessions.id });
  return changed.length > 0;
}

export interface StoredAnswer {
  response: SubmitAnswerBody['response'];
  reactionTimeMs: number;
  inputType: SubmitAnswerBody['inputType'];
  clientShownAt: Date;
  clientAnsweredAt: Date;
  correct: boolean;
}

/** An answer to store: its token's hash, what the child gave and what the server decided. */
export interface AnswerToStore extends SubmitAnswerBody {
  tokenHash: string;
  /** The instance answered: its game and id. */
  game: string;
  instanceId: number;
  /** What its game judged it, and whether that is right. */
  outcome: string;
  correct: boolean;
  /** Answers that complete the session. */
  totalCount: number;
  /** The device that sent it; undefined for a client that names none. */
  deviceId: string | undefined;
}

/** What storing an answer changed: the session's count, and whether the session is completed. */
export interface StoredCount {
  answeredCount: number;
  completed: boolean;
}

/**
 * Stores answers in one call, each where its token opens its session for answers (not
 * revoked, expired or completed, and bound to the answer's device or to none: the first stored
 * answer binds it) and its key is new (the unique constraint decides, so two
 * requests racing for the same key store one row): the rows, each session's count, and for a
 * session whose count reaches its total, `completed_at` and one audit row. The answers must
 * have distinct keys. Answers the outcome of each, in order; undefined where nothing was stored
 * (the caller then finds out why).
 */
export async function storeAnswers(
  db: Db,
  answers: AnswerToStore[],
): Promise<(StoredCount | undefined)[]> {
  const input = answers.map((answer, ord) => ({
    ord,
    token_hash: answer.tokenHash,
    position: answer.position,
    item_index: answer.itemIndex,
    game: answer.game,
    instance_id: answer.instanceId,
    response: answer.response,
    outcome: answer.outcome,
    correct: answer.correct,
    reaction_time_ms: answer.reactionTimeMs,
    input_type: answer.inputType,
    client_shown_at: answer.clientShownAt,
    client_answered_at: answer.clientAnsweredAt,
    total_count: answer.totalCount,
    device_id: answer.deviceId ?? null,
    early_taps: answer.earlyTaps ?? null,
    first_early_tap_ms: answer.firstEarlyTapMs ?? null,
    hidden_ms: answer.hiddenMs ?? null,
  }));
  // The statement is the database function store_session_answers (migrations 0013 to 0025):
  // kept as a function, its plan is made once per connection instead of once per call.
  const rows = await queryRows<{ ord: number; answered_count: number; completed: boolean }>(
    db,
    sql`select ord, answered_count, completed
        from store_session_answers(${JSON.stringify(input)}::jsonb)`,
  );
  const outcomes: (StoredCount | undefined)[] = answers.map(() => undefined);
  for (const row of rows) {
    outcomes[row.ord] = { answeredCount: row.answered_count, completed: row.completed };
  }
  return outcomes;
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
