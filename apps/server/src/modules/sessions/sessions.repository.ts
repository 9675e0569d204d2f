// Queries about sessions. A session belongs to its assessment's research institute: the scope
// of the caller applies to the assessment, and another institute's session is not found.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  countScores,
  measuresByGame,
  type InstanceOrder,
  type SchoolSheetsResponse,
  type ScoredSession,
  type Session,
  type SessionState,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { consentStatusOfParticipant } from '../../db/consent-status.ts';
import { totalCountOf } from '../../db/assessment-instances.ts';
import { isoTime, isoTimeOrNull } from '../../db/iso-time.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  assessments,
  assessmentSessions,
  participants,
  researchInstitutes,
  sessionBatches,
} from '../../db/schema/index.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';
import {
  earlyEndOfRow,
  sessionStateOfRow,
  type EarlyEndColumns,
  type SessionStateColumns,
} from '../../db/session-state-of-row.ts';
import { SESSION_FACT_COLUMNS, sessionFactsOf } from '../../db/session-facts.ts';

interface SessionRow extends SessionStateColumns, EarlyEndColumns {
  id: number;
  assessment_id: number;
  assessment_name: string;
  participant_id: number;
  subject_id: string;
  created_at: Date | string;
  total_count: number;
  outcome_counts: Record<string, number>;
  correct_count: number;
}

export function sessionOf(row: SessionRow, now = new Date()): Session {
  return {
    id: row.id,
    assessment: { id: row.assessment_id, name: row.assessment_name },
    participant: { id: row.participant_id, subjectId: row.subject_id },
    state: sessionStateOfRow(row, now),
    answeredCount: row.answered_count,
    totalCount: row.total_count,
    createdAt: isoTime(row.created_at),
    startedAt: isoTimeOrNull(row.started_at),
    completedAt: isoTimeOrNull(row.completed_at),
    expiresAt: isoTime(row.expires_at),
    revokedAt: isoTimeOrNull(row.revoked_at),
    earlyEnd: earlyEndOfRow(row),
  };
}

export async function assessmentTotalCount(db: Db, assessmentId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select ${totalCountOf(assessmentId)} as total`,
  );
  return row?.total ?? 0;
}

/**
 * Sessions matching `where` (over `s`, `a` and `p`), newest first, each with its assessment's
 * target count, read once per assessment listed.
 */
async function sessionRows(db: Db, where: SQL): Promise<SessionRow[]> {
  return queryRows<SessionRow>(
    db,
    sql`with listed as (
          select s.id, s.assessment_id, a.name as assessment_name, s.participant_id,
            p.subject_id, s.created_at, s.started_at, s.completed_at, s.expires_at,
            s.revoked_at, s.ended_early_at, s.early_end_reason, s.stop_reason,
            s.discarded_answers, s.answered_count, s.outcome_counts, s.correct_count
          from assessment_sessions s
          join assessments a on a.id = s.assessment_id
          join participants p on p.id = s.participant_id
          where ${where}
        ), totals as materialized (
          -- materialized: inlined, the planner ran the total once per listed session
          select d.assessment_id, ${totalCountOf(sql`d.assessment_id`)} as total_count
          from (select distinct assessment_id from listed) d
        )
        select * from listed join totals using (assessment_id)
        order by created_at desc, id desc`,
  );
}

const inScope = (scope: TenantScope) => inTenantScope(scope, sql`a.research_institute_id`);

export interface SessionFilter {
  assessmentId?: number | undefined;
  participantId?: number | undefined;
  state?: SessionState | undefined;
  /** The participant's school and class as they are now. */
  schoolId?: number | undefined;
  group?: string | undefined;
}

/**
 * The scope's sessions of an assessment and/or a participant, newest first, each scored from
 * the answer counts it keeps (every score but the median reaction time, which needs answers).
 */
export async function listSessions(
  db: Db,
  scope: TenantScope,
  filter: SessionFilter,
): Promise<ScoredSession[]> {
  const conditions = [inScope(scope)];
  if (filter.assessmentId !== undefined) {
    conditions.push(sql`s.assessment_id = ${filter.assessmentId}`);
  }
  if (filter.participantId !== undefined) {
    conditions.push(sql`s.participant_id = ${filter.participantId}`);
  }
  if (filter.schoolId !== undefined) conditions.push(sql`p.school_id = ${filter.schoolId}`);
  if (filter.group !== undefined) conditions.push(sql`p.group_label = ${filter.group}`);
  const now = new Date();
  const sessions = (await sessionRows(db, sql.join(conditions, sql` and `))).map((row) => ({
    ...sessionOf(row, now),
    scores: {
      ...countScores(row.answered_count, row.correct_count, row.total_count),
      games: measuresByGame(row.outcome_counts),
    },
  }));
  return filter.state === undefined
    ? sessions
    : sessions.filter((session) => session.state === filter.state);
}

export async function findSession(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<Session | undefined> {
  const [row] = await sessionRows(db, sql`s.id = ${id} and ${inScope(scope)}`);
  return row && sessionOf(row);
}

/**
 * The assessment in the scope, its row locked (no key update): a PUT (which locks it for update)
 * cannot change the items while sessions of it are being started, and two starts of one
 * assessment take turns, so that the first one's setting `locked_at` cannot deadlock with the
 * other (as two share locks both turning into an update would).
 */
export async function lockAssessment(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<
  | {
      researchInstituteId: number;
      name: string;
      instanceOrder: InstanceOrder;
      shuffleItems: boolean;
      /** The institute's gate: sessions only for participants whose consent is given. */
      sessionsNeedConsent: boolean;
    }
  | undefined
> {
  const [row] = await db
    .select({
      researchInstituteId: assessments.researchInstituteId,
      name: assessments.name,
      instanceOrder: assessments.instanceOrder,
      shuffleItems: assessments.shuffleItems,
      sessionsNeedConsent: researchInstitutes.sessionsNeedConsent,
    })
    .from(assessments)
    .innerJoin(researchInstitutes, eq(researchInstitutes.id, assessments.researchInstituteId))
    .where(and(eq(assessments.id, id), inTenantScope(scope, assessments.researchInstituteId)))
    .for('no key update', { of: assessments });
  return row && { ...row, instanceOrder: row.instanceOrder as InstanceOrder };
}

export interface ParticipantForSession {
  id: number;
  researchInstituteId: number | null;
  subjectId: string;
  firstName: string;
  lastName: string;
  consentStatus: string;
}

/**
 * The participants among `ids` that the scope holds, locked against a change of their consent
 * until the transaction ends. Bulk reads and writes here send their
 * values as one JSON parameter: PGlite in particular handles that far faster than hundreds of
 * bound parameters (as the game uploads do, modules/games/shared/instance-writes.ts).
 */
export function participantsInScope(
  db: Db,
  scope: TenantScope,
  ids: readonly number[],
): Promise<ParticipantForSession[]> {
  return db
    .select({
      id: participants.id,
      researchInstituteId: participants.researchInstituteId,
      subjectId: participants.subjectId,
      firstName: participants.firstName,
      lastName: participants.lastName,
      consentStatus: consentStatusOfParticipant(),
    })
    .from(participants)
    .where(
      and(
        sql`${participants.id} in (select jsonb_array_elements(${JSON.stringify(ids)}::jsonb)::integer)`,
        inTenantScope(scope, participants.researchInstituteId),
      ),
    )
    .for('share');
}

/**
 * The open sessions of the assessment among the participants: not completed, revoked, ended
 * early or expired, so their links still play. Read after the assessment's lock, so two starts of one
 * assessment cannot both miss the other's sessions.
 */
export function openSessionsOf(
  db: Db,
  assessmentId: number,
  participantIds: readonly number[],
): Promise<{ id: number; participantId: number }[]> {
  return db
    .select({ id: assessmentSessions.id, participantId: assessmentSessions.participantId })
    .from(assessmentSessions)
    .where(
      and(
        eq(assessmentSessions.assessmentId, assessmentId),
        sql`${assessmentSessions.participantId} in (select jsonb_array_elements(${JSON.stringify(participantIds)}::jsonb)::integer)`,
        sql`${assessmentSessions.completedAt} is null and ${assessmentSessions.revokedAt} is null`,
        sql`${assessmentSessions.endedEarlyAt} is null and ${assessmentSessions.expiresAt} > now()`,
      ),
    )
    .orderBy(assessmentSessions.id);
}

export interface NewSession {
  participantId: number;
  tokenHash: string;
  codeHash: string;
  /** What decides its order: the seed of its shuffles, its place in a rotation (or null). */
  orderSeed: number | null;
  orderRotation: number | null;
}

/**
 * Inserts the sessions and one `session.started` audit entry each, and freezes the assessment
 * for good (`locked_at`, set by its first sessions), in one statement; the rows in the order
 * given.
 */
export async function insertSessionsWithAudit(
  db: Db,
  {
    assessmentId,
    batchId,
    expiresAt,
    actorUserId,
  }: { assessmentId: number; batchId: number; expiresAt: Date; actorUserId: number },
  sessions: readonly NewSession[],
): Promise<{ id: number; participantId: number; createdAt: Date }[]> {
  const values = JSON.stringify(
    sessions.map((session) => ({
      participant_id: session.participantId,
      token_hash: session.tokenHash,
      code_hash: session.codeHash,
      order_seed: session.orderSeed,
      order_rotation: session.orderRotation,
    })),
  );
  const rows = await queryRows<{ id: number; participant_id: number; created_at: Date | string }>(
    db,
    sql`with inserted as (
          insert into assessment_sessions
            (assessment_id, batch_id, participant_id, token_hash, code_hash, expires_at,
              created_by, ${SESSION_FACT_COLUMNS}, attempt, order_seed, order_rotation)
          select ${assessmentId}::int, ${batchId}::int, x.participant_id, x.token_hash, x.code_hash,
            ${expiresAt.toISOString()}::timestamptz, ${actorUserId}::int,
            ${sessionFactsOf(sql`p`, sql`now()`)},
            -- The caller holds the assessment's row lock: no other start counts at once.
            1 + (select count(*)::int from assessment_sessions earlier
              where earlier.participant_id = x.participant_id
                and earlier.assessment_id = ${assessmentId}::int),
            x.order_seed, x.order_rotation
          from jsonb_to_recordset(${values}::jsonb)
            as x(participant_id integer, token_hash text, code_hash text, order_seed integer,
              order_rotation integer)
          join participants p on p.id = x.participant_id
          returning id, participant_id, created_at
        ), audited as (
          insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
          select ${actorUserId}::int, 'session.started', 'session', i.id::text,
            jsonb_build_object('assessmentId', ${assessmentId}::int, 'participantId', i.participant_id)
          from inserted i
        ), frozen as (
          update assessments set locked_at = now()
          where id = ${assessmentId}::int and locked_at is null
            and exists (select 1 from inserted)
        )
        select id, participant_id, created_at from inserted`,
  );
  const byParticipant = new Map(rows.map((row) => [row.participant_id, row]));
  return sessions.map(({ participantId }) => {
    const row = byParticipant.get(participantId);
    if (!row) throw new Error('session not inserted');
    return { id: row.id, participantId, createdAt: new Date(row.created_at) };
  });
}

export interface SessionLockRow {
  id: number;
  participantId: number;
  revokedAt: Date | null;
  completedAt: Date | null;
  endedEarlyAt: Date | null;
}

/** The session in the scope, its row locked for the transaction. */
export async function lockSession(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<SessionLockRow | undefined> {
  const [row] = await queryRows<{
    id: number;
    participant_id: number;
    revoked_at: Date | string | null;
    completed_at: Date | string | null;
    ended_early_at: Date | string | null;
  }>(
    db,
    sql`select s.id, s.participant_id, s.revoked_at, s.completed_at, s.ended_early_at
        from assessment_sessions s join assessments a on a.id = s.assessment_id
        where s.id = ${id} and ${inScope(scope)}
        for update of s`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    participantId: row.participant_id,
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    endedEarlyAt: row.ended_early_at === null ? null : new Date(row.ended_early_at),
  };
}

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db
    .update(assessmentSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(assessmentSessions.id, id));
}

export async function replaceToken(
  db: Db,
  id: number,
  tokenHash: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(assessmentSessions)
    .set({ tokenHash, codeHash, expiresAt })
    .where(eq(assessmentSessions.id, id));
}

/** A new start's batch: the sheet its sessions are printed on. */
export async function insertBatch(
  db: Db,
  assessmentId: number,
  actorUserId: number,
): Promise<number> {
  const [row] = await db
    .insert(sessionBatches)
    .values({ assessmentId, createdBy: actorUserId })
    .returning({ id: sessionBatches.id });
  if (!row) throw new Error('batch not inserted');
  return row.id;
}

/** What a printed card says besides the link: the school and class the session was made for. */
export async function cardFactsOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { schoolName: string | null; group: string | null }>> {
  const rows = await queryRows<{
    id: number;
    school_name: string | null;
    group_label: string | null;
  }>(
    db,
    sql`select s.id, sc.name as school_name, s.group_label
        from assessment_sessions s left join schools sc on sc.id = s.school_id
        where s.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(
    rows.map((row) => [row.id, { schoolName: row.school_name, group: row.group_label }]),
  );
}

export interface BatchSessionRow extends SessionStateColumns, EarlyEndColumns {
  id: number;
  participant_id: number;
  subject_id: string;
  /** Whether "Print again" gives it a new link (REPRINTABLE). */
  reprintable: boolean;
}

/** The batch in the scope with its sessions (oldest first), or undefined. */
export async function findBatch(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<
  | {
      id: number;
      assessment: { id: number; name: string };
      createdAt: Date;
      sessions: BatchSessionRow[];
    }
  | undefined
> {
  const [batch] = await queryRows<{
    id: number;
    assessment_id: number;
    assessment_name: string;
    created_at: Date | string;
  }>(
    db,
    sql`select b.id, a.id as assessment_id, a.name as assessment_name, b.created_at
        from session_batches b join assessments a on a.id = b.assessment_id
        where b.id = ${id} and ${inScope(scope)}`,
  );
  if (!batch) return undefined;
  const sessions = await queryRows<BatchSessionRow>(
    db,
    sql`select s.id, s.participant_id, p.subject_id, s.revoked_at, s.completed_at,
          s.early_end_reason, s.expires_at, s.started_at, s.answered_count, s.ended_early_at,
          s.stop_reason, s.discarded_answers, ${REPRINTABLE} as reprintable
        from assessment_sessions s join participants p on p.id = s.participant_id
        where s.batch_id = ${id}
        order by s.id`,
  );
  return {
    id: batch.id,
    assessment: { id: batch.assessment_id, name: batch.assessment_name },
    createdAt: new Date(batch.created_at),
    sessions,
  };
}

/**
 * The batch's sessions a new link may replace (not yet opened on a tablet, not revoked,
 * completed or ended early), their rows locked until the transaction ends.
 */
export async function lockReprintable(
  db: Db,
  batchId: number,
  schoolId?: number,
): Promise<{ id: number; participantId: number }[]> {
  const ofSchool = schoolId === undefined ? sql`true` : sql`school_id = ${schoolId}`;
  const rows = await queryRows<{ id: number; participant_id: number }>(
    db,
    sql`select id, participant_id from assessment_sessions
        where batch_id = ${batchId} and ${ofSchool} and ${REPRINTABLE}
        order by id for no key update`,
  );
  return rows.map((row) => ({ id: row.id, participantId: row.participant_id }));
}

/** Whether a session may get a new link from "Print again" (SQL over `assessment_sessions`). */
const REPRINTABLE = sql`started_at is null and revoked_at is null and completed_at is null
  and ended_early_at is null`;

/**
 * New token and code hashes for sessions and one expiry, with one `session.link_renewed` entry
 * each.
 */
export async function replaceTokens(
  db: Db,
  tokens: readonly { id: number; tokenHash: string; codeHash: string }[],
  expiresAt: Date,
  audit: { actorUserId: number; batchId: number },
): Promise<void> {
  const values = JSON.stringify(
    tokens.map((t) => ({ id: t.id, token_hash: t.tokenHash, code_hash: t.codeHash })),
  );
  await db.execute(
    sql`with renewed as (
          update assessment_sessions s
          set token_hash = x.token_hash, code_hash = x.code_hash,
            expires_at = ${expiresAt.toISOString()}::timestamptz
          from jsonb_to_recordset(${values}::jsonb) as x(id integer, token_hash text, code_hash text)
          where s.id = x.id
          returning s.id
        )
        insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
        select ${audit.actorUserId}::int, 'session.link_renewed', 'session', r.id::text,
          jsonb_build_object('expiresAt', ${expiresAt.toISOString()}::text,
            'batchId', ${audit.batchId}::int)
        from renewed r`,
  );
}

/** The sessions with these ids (any scope), each with its participant's names for the initials. */
export async function sessionsWithNames(
  db: Db,
  ids: readonly number[],
): Promise<(Session & { names: { firstName: string; lastName: string; subjectId: string } })[]> {
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const rows = await sessionRows(db, sql`s.id = any(${idList})`);
  const names = await queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    subject_id: string;
  }>(
    db,
    sql`select s.id, p.first_name, p.last_name, p.subject_id
        from assessment_sessions s join participants p on p.id = s.participant_id
        where s.id = any(${idList})`,
  );
  const byId = new Map(names.map((row) => [row.id, row]));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => {
      const name = byId.get(row.id)!;
      return {
        ...sessionOf(row),
        names: { firstName: name.first_name, lastName: name.last_name, subjectId: name.subject_id },
      };
    });
}

/**
 * The starts with sessions made for children of the school (in the scope), newest first: the
 * school's cards of each, and how many of them are reprintable. The hundred newest.
 */
export async function schoolSheets(
  db: Db,
  scope: TenantScope,
  schoolId: number,
): Promise<SchoolSheetsResponse['sheets']> {
  const rows = await queryRows<{
    id: number;
    assessment_id: number;
    assessment_name: string;
    created_at: Date | string;
    cards: number;
    reprintable: number;
  }>(
    db,
    sql`select b.id, a.id as assessment_id, a.name as assessment_name, b.created_at,
          count(*)::int as cards, count(*) filter (where ${REPRINTABLE})::int as reprintable
        from session_batches b
        join assessments a on a.id = b.assessment_id
        join assessment_sessions on assessment_sessions.batch_id = b.id
        where assessment_sessions.school_id = ${schoolId} and ${inScope(scope)}
        group by b.id, a.id
        order by b.created_at desc, b.id desc
        limit 100`,
  );
  return rows.map((row) => ({
    id: row.id,
    assessment: { id: row.assessment_id, name: row.assessment_name },
    createdAt: isoTime(row.created_at),
    cards: row.cards,
    reprintable: row.reprintable,
  }));
}

/** Whether the start made a session for a child of the school. */
export async function batchHasSchool(db: Db, batchId: number, schoolId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from assessment_sessions
          where batch_id = ${batchId} and school_id = ${schoolId}) as found`,
  );
  return row?.found === true;
}
