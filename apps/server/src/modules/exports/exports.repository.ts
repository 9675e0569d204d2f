// Queries of exports: checking a request's filters against the caller's scope, the download
// tickets, and the statements whose rows an export streams (over `s` sessions, `a` assessments,
// `p` participants and `sc` schools; the scope applies to the assessment's institute).
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { EarlyEndReason, ExportFilters, InstanceOrder, StopReason } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { exportTickets, participants, schools } from '../../db/schema/index.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';
import { totalCountOf } from '../../db/assessment-instances.ts';
import { queryRows } from '../../db/query-rows.ts';

export async function schoolInScope(db: Db, scope: TenantScope, id: number) {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, id), inTenantScope(scope, schools.managingInstituteId)));
  return row !== undefined;
}

/** Whether any participant in the scope carries the group label. */
export async function groupInScope(db: Db, scope: TenantScope, group: string) {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(
      and(
        eq(participants.groupLabel, group),
        inTenantScope(scope, participants.researchInstituteId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewTicket {
  ticketHash: string;
  userId: number;
  request: unknown;
  scope: string;
  expiresAt: Date;
}

/** Stores a ticket, and forgets the tickets that expired unused. */
export async function insertTicket(db: Db, ticket: NewTicket) {
  await db.delete(exportTickets).where(lt(exportTickets.expiresAt, sql`now()`));
  await db.insert(exportTickets).values(ticket);
}

/** The ticket, deleted as it is read (it opens once); undefined when unknown or expired. */
export async function takeTicket(db: Db, ticketHash: string) {
  const [row] = await db
    .delete(exportTickets)
    .where(eq(exportTickets.ticketHash, ticketHash))
    .returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

/** The sessions an export holds, as a condition over `s`, `a`, `p`. */
export function sessionsWhere(scope: TenantScope, filters: ExportFilters): SQL {
  const conditions = [inTenantScope(scope, sql`a.research_institute_id`)];
  if (filters.assessmentId !== undefined) {
    conditions.push(sql`s.assessment_id = ${filters.assessmentId}`);
  }
  if (filters.schoolId !== undefined) conditions.push(sql`p.school_id = ${filters.schoolId}`);
  if (filters.participantId !== undefined) {
    conditions.push(sql`s.participant_id = ${filters.participantId}`);
  }
  if (filters.group !== undefined) conditions.push(sql`p.group_label = ${filters.group}`);
  // A session's day is when it started, or when its link was made if it has not; UTC days,
  // `to` including its whole day.
  const day = sql`coalesce(s.started_at, s.created_at)`;
  if (filters.from !== undefined) {
    conditions.push(sql`${day} >= (${filters.from}::date)::timestamp at time zone 'UTC'`);
  }
  if (filters.to !== undefined) {
    conditions.push(sql`${day} < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * A time as UTC ISO 8601 with milliseconds (as `Date.toISOString` writes it), made by the
 * database: parsing a million timestamps into dates and back cost a fifth of an export's time.
 */
const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const sessionsFrom = sql`assessment_sessions s
  join assessments a on a.id = s.assessment_id
  join participants p on p.id = s.participant_id
  left join schools sc on sc.id = s.school_id`;

/**
 * Who played what, and by which design: the columns every table starts with. The attempt is the
 * session's place among every session of its participant for its assessment (revoked ones too),
 * in the order they were made, kept with the session.
 */
const sessionFields = sql`s.id as session_id, p.subject_id, sc.name as school,
  s.group_label, s.age_months, p.sex, a.id as assessment_id, a.name as assessment,
  a.show_demonstration, a.give_feedback, a.picture_set, a.instance_order, a.shuffle_items,
  s.order_seed, s.order_rotation, s.attempt, s.excluded_at is not null as excluded,
  s.exclusion_reason, nullif(array_to_string(s.irregularities, ';'), '') as irregularities,
  nullif(s.examiner_notes, '') as examiner_notes`;

/** The session's early end as it was at `asOf`: none when it ended later. */
const earlyEndFields = (asOf: string) => {
  const endedBy = sql`s.ended_early_at <= ${asOf}::timestamptz`;
  return [
    sql`case when ${endedBy} then s.early_end_reason end as early_end_reason`,
    sql`case when ${endedBy} then s.stop_reason end as stop_reason`,
    sql`case when ${endedBy} then s.discarded_answers end as discarded_answers`,
    sql`${asOfTime(sql`s.ended_early_at`, asOf)} as ended_early_at`,
  ];
};

export interface SessionFields {
  session_id: number;
  subject_id: string;
  school: string | null;
  group_label: string | null;
  age_months: number | null;
  sex: string | null;
  assessment_id: number;
  assessment: string;
  show_demonstration: boolean;
  give_feedback: boolean;
  picture_set: string;
  instance_order: InstanceOrder;
  shuffle_items: boolean;
  order_seed: number | null;
  /** The session's place among those started with it, when rotated. */
  order_rotation: number | null;
  attempt: number;
  /** The examiner's review (NA when none). */
  excluded: boolean;
  exclusion_reason: string | null;
  irregularities: string | null;
  examiner_notes: string | null;
  /** The early end on the tablet (NA when none, or later than the export's moment). */
  early_end_reason: EarlyEndReason | null;
  stop_reason: StopReason | null;
  discarded_answers: number | null;
  /** Times as UTC ISO 8601 text, as they were when the export began. */
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  expires_at: string;
  revoked_at: string | null;
  ended_early_at: string | null;
}

/** A time column as it was at `asOf`: null when it was set later. */
const asOfTime = (column: SQL, asOf: string) =>
  isoUtc(sql`case when ${column} <= ${asOf}::timestamptz then ${column} end`);

/** A session's times as they were at `asOf`: its state then is decided from them. */
const sessionTimes = (asOf: string) => [
  sql`${isoUtc(sql`s.created_at`)} as created_at`,
  sql`${asOfTime(sql`s.started_at`, asOf)} as started_at`,
  sql`${asOfTime(sql`s.completed_at`, asOf)} as completed_at`,
  sql`${isoUtc(sql`s.expires_at`)} as expires_at`,
  sql`${asOfTime(sql`s.revoked_at`, asOf)} as revoked_at`,
];

/**
 * The database's time now, to the microsecond, as UTC ISO 8601 text (whatever the server's
 * DateStyle): an export's moment, which both the database and `Date` read back.
 */
export async function databaseNow(db: Db): Promise<string> {
  const [row] = await queryRows<{ now: string }>(
    db,
    sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  );
  return row!.now;
}

export interface AnswerFields {
  position: number;
  game: string;
  instance_id: number;
  item_index: number;
  /** JSON, in its game's answer shape. */
  response: unknown;
  correct: boolean;
  reaction_time_ms: number;
  input_type: string;
  /** Null for answers stored before these were recorded (and the first without early taps). */
  early_taps: number | null;
  first_early_tap_ms: number | null;
  hidden_ms: number | null;
  /** Times as UTC ISO 8601 text. */
  client_shown_at: string;
  client_answered_at: string;
  server_received_at: string;
}

/**
 * A row of a page: first a session's own row (`session` set, the answer's fields null), then one
 * per answer of it (`session` null), in play order.
 */
export type PageRow<Answer> = { session_id: number; session: SessionFields | null } & {
  [field in keyof Answer]: Answer[field] | null;
};

/**
 * A page of an export: one statement, so each session is read whole, at one moment (the database
 * is free for others between pages: db/session-pages.ts). Up to `sessions` sessions after `after`
 * in id order, made by `asOf` (the database's time when the export began; later sessions and
 * answers are left out): each session's fields once, as JSON, then `fields` of its answers
 * (`ans`) in play order. A session's fields once, not on each of its answers, halved what the
 * database writes and the server parses of a trials page.
 */
const pageWithAnswers = (
  where: SQL,
  asOf: string,
  [after, sessions]: [number, number],
  fields: Record<string, SQL>,
) => sql`
  with page as (
    select ${sql.join([sessionFields, ...sessionTimes(asOf), ...earlyEndFields(asOf)], sql`, `)}
    from ${sessionsFrom}
    where ${where} and s.id > ${after} and s.created_at <= ${asOf}::timestamptz
    order by s.id limit ${sessions})
  -- A null takes its column's type from the answers' rows below.
  select page.session_id, to_jsonb(page) as session,
    ${sql.join(
      Object.keys(fields).map((name) => sql`null as ${sql.identifier(name)}`),
      sql`, `,
    )}
  from page
  union all
  select page.session_id, null,
    ${sql.join(
      Object.entries(fields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
      sql`, `,
    )}
  from page
  -- Each session's answers through the natural key's index, whatever the table's statistics
  -- (PGlite keeps none: it runs no autovacuum); offset 0 keeps the planner from joining instead.
  join lateral (
    select * from session_answers
    where session_id = page.session_id and server_received_at <= ${asOf}::timestamptz
    offset 0
  ) ans on true
  order by session_id, position nulls first, item_index`;

/** A page of trials: every answer of the page's sessions. */
export const trialsPage = (where: SQL, asOf: string) => (after: number, sessions: number) =>
  pageWithAnswers(where, asOf, [after, sessions], {
    position: sql`ans.position`,
    game: sql`ans.game`,
    instance_id: sql`ans.instance_id`,
    item_index: sql`ans.item_index`,
    response: sql`ans.response`,
    correct: sql`ans.correct`,
    reaction_time_ms: sql`ans.reaction_time_ms`,
    input_type: sql`ans.input_type`,
    early_taps: sql`ans.early_taps`,
    first_early_tap_ms: sql`ans.first_early_tap_ms`,
    hidden_ms: sql`ans.hidden_ms`,
    client_shown_at: isoUtc(sql`ans.client_shown_at`),
    client_answered_at: isoUtc(sql`ans.client_answered_at`),
    server_received_at: isoUtc(sql`ans.server_received_at`),
  } satisfies Record<keyof AnswerFields, SQL>);

export type TrialsPageRow = PageRow<AnswerFields>;

/** What scoring needs of an answer, with its instance's place. */
export interface ScoredFields {
  position: number;
  item_index: number;
  /** What its game judged the answer. */
  outcome: string;
  correct: boolean;
  reaction_time_ms: number;
}

export type SessionAnswerRow = PageRow<ScoredFields>;

/** A page of sessions: each session, then what scoring needs of each of its answers. */
export const sessionAnswersPage = (where: SQL, asOf: string) => (after: number, sessions: number) =>
  pageWithAnswers(where, asOf, [after, sessions], {
    position: sql`ans.position`,
    item_index: sql`ans.item_index`,
    outcome: sql`ans.outcome`,
    correct: sql`ans.correct`,
    reaction_time_ms: sql`ans.reaction_time_ms`,
  } satisfies Record<keyof ScoredFields, SQL>);

export interface InstanceRow {
  game: string;
  id: number;
  sequence_number: number;
  content_hash: string;
  label: string | null;
  exercise_name: string | null;
  item_count: number;
  /** The instance as its game stores it. */
  content: unknown;
}

/** The instances of the sessions' assessments: few, read once beside the streamed answers. */
export const instancesQuery = (where: SQL) => sql`
  select r.game, r.id, r.sequence_number, r.content_hash, r.label, r.exercise_name,
    r.item_count, r.content
  from game_instances r
  where (r.game, r.id) in (
    select ai.game, ai.instance_id from assessment_items ai
    where ai.assessment_id in (select s.assessment_id from ${sessionsFrom} where ${where}))`;

export interface AssessmentItemRow {
  assessment_id: number;
  position: number;
  game: string;
  instance_id: number;
}

/** The items of the sessions' assessments, in play order. */
export const assessmentItemsQuery = (where: SQL) => sql`
  select ai.assessment_id, ai.position, ai.game, ai.instance_id from assessment_items ai
  where ai.assessment_id in (select s.assessment_id from ${sessionsFrom} where ${where})
  order by ai.assessment_id, ai.position`;

/** Target items per assessment of the sessions: the answers a session needs. */
export const targetCountsQuery = (where: SQL) => sql`
  select d.assessment_id, ${totalCountOf(sql`d.assessment_id`)} as total
  from (select distinct s.assessment_id from ${sessionsFrom} where ${where}) d`;

/**
 * Participants erased from the scope who had sessions, and how many sessions they took with
 * them, from the erasures' audit rows (which keep counts, nothing personal): a re-export that is
 * smaller than the last one says why.
 */
export async function erasedFromScope(
  db: Db,
  scope: TenantScope,
): Promise<{ participants: number; sessions: number }> {
  const [row] = await queryRows<{ participants: number; sessions: number }>(
    db,
    sql`select count(*)::int as participants,
          coalesce(sum((details->>'sessions')::int), 0)::int as sessions
        from audit_log
        where action = 'participant.erased'
          and (details->>'sessions')::int > 0
          and ${inTenantScope(scope, sql`(details->>'researchInstituteId')::int`)}`,
  );
  return row ?? { participants: 0, sessions: 0 };
}

/**
 * What the platform holds of a participant, for their parents' copy: every field of the record,
 * names included (it is the child's own data); undefined when not in the scope.
 */
export async function participantRecord(db: Db, scope: TenantScope, id: number) {
  const [row] = await queryRows<{
    id: number;
    subject_id: string;
    first_name: string;
    last_name: string;
    birth_year: number | null;
    birth_month: number | null;
    sex: string | null;
    school: string | null;
    group_label: string | null;
    research_institute: string | null;
    created_at: string;
  }>(
    db,
    sql`select p.id, p.subject_id, p.first_name, p.last_name, p.birth_year, p.birth_month, p.sex,
          sc.name as school, p.group_label, ri.name as research_institute,
          ${isoUtc(sql`p.created_at`)} as created_at
        from participants p
        left join schools sc on sc.id = p.school_id
        left join research_institutes ri on ri.id = p.research_institute_id
        where p.id = ${id} and ${inTenantScope(scope, sql`p.research_institute_id`)}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    subjectId: row.subject_id,
    firstName: row.first_name,
    lastName: row.last_name,
    birthYear: row.birth_year,
    birthMonth: row.birth_month,
    sex: row.sex,
    school: row.school,
    group: row.group_label,
    researchInstitute: row.research_institute,
    createdAt: row.created_at,
  };
}

/** The texts of the consent forms the participant's decisions were made on, by id. */
export async function consentFormTexts(db: Db, participantId: number) {
  return queryRows<{ id: number; body: string }>(
    db,
    sql`select distinct f.id, f.body from participant_consents c
        join consent_forms f on f.id = c.consent_form_id
        where c.participant_id = ${participantId} order by f.id`,
  );
}
