// The home pages' lists of what needs attention, each a few entries and the count of all, in
// the caller's scope (a session by its assessment's institute, a school by its managing one).
import { sql, type SQL } from 'drizzle-orm';
import {
  ATTENTION_LIMIT,
  RECENT_DAYS,
  RETENTION_NOTICE_DAYS,
  type Attention,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { queryRows } from '../../db/query-rows.ts';
import { retentionDueAt } from '../../db/retention.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';
import { totalCountOf } from '../../db/assessment-instances.ts';

type Counted<T> = T & { total: number };

interface SessionRow {
  id: number;
  subject_id: string;
  assessment_id: number;
  assessment_name: string;
  answered_count: number;
  total_count: number;
  at: Date | string;
}

/** The first sessions matching `where` (over `s`), newest `at` first, and how many match. */
async function sessions(db: Db, scope: TenantScope, where: SQL, at: SQL) {
  const rows = await queryRows<Counted<SessionRow>>(
    db,
    sql`select s.id, p.subject_id, a.id as assessment_id, a.name as assessment_name,
          s.answered_count, ${totalCountOf(sql`a.id`)} as total_count, ${at} as at,
          count(*) over ()::int as total
        from assessment_sessions s
        join assessments a on a.id = s.assessment_id
        join participants p on p.id = s.participant_id
        where ${inTenantScope(scope, sql`a.research_institute_id`)} and ${where}
        order by ${at} desc, s.id desc
        limit ${ATTENTION_LIMIT}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      subjectId: row.subject_id,
      assessment: { id: row.assessment_id, name: row.assessment_name },
      answeredCount: row.answered_count,
      totalCount: row.total_count,
      at: isoTime(row.at),
    })),
  };
}

interface InvitationRow {
  kind: 'researcher' | 'staff';
  email: string;
  invited_at: Date | string;
  place_id: number;
  place_name: string;
}

/** The address as the inviter typed it (lower case for invitations before it was kept). */
const typedEmail = (membership: SQL) =>
  sql`coalesce(${membership}.invited_email, lower(u.email)) as email`;

/**
 * Pending memberships: researchers (admins only) and staff of the scope's schools, each by the
 * address as typed, never as an existing account stores it.
 */
async function pendingInvitations(db: Db, scope: TenantScope) {
  const researchersPending =
    scope === 'all'
      ? sql`select 'researcher' as kind, ${typedEmail(sql`r`)}, r.created_at as invited_at,
              i.id as place_id, i.name as place_name
            from researchers r join users u on u.id = r.user_id
            join research_institutes i on i.id = r.research_institute_id
            where r.accepted_at is null
            union all `
      : sql``;
  const rows = await queryRows<Counted<InvitationRow>>(
    db,
    sql`select *, count(*) over ()::int as total from (
          ${researchersPending}
          select 'staff' as kind, ${typedEmail(sql`ss`)}, ss.created_at as invited_at,
            s.id as place_id, s.name as place_name
          from school_staff ss join users u on u.id = ss.user_id
          join schools s on s.id = ss.school_id
          where ss.accepted_at is null
            and ${inTenantScope(scope, sql`s.managing_institute_id`)}
        ) pending
        order by invited_at desc, lower(email)
        limit ${ATTENTION_LIMIT}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map((row) => ({
      kind: row.kind,
      email: row.email,
      invitedAt: isoTime(row.invited_at),
      place: { id: row.place_id, name: row.place_name },
    })),
  };
}

/** Participants of the scope whose retention ends within the notice, the soonest first. */
async function dueForErasure(db: Db, scope: TenantScope): Promise<Attention['dueForErasure']> {
  const rows = await queryRows<{
    id: number;
    subject_id: string;
    due_at: Date | string;
    total: number;
  }>(
    db,
    sql`select * from (
          select p.id, p.subject_id, ${retentionDueAt} as due_at, count(*) over ()::int as total
          from participants p join research_institutes i on i.id = p.research_institute_id
          where ${inTenantScope(scope, sql`p.research_institute_id`)}
        ) due
        where due_at <= now() + make_interval(days => ${RETENTION_NOTICE_DAYS})
        order by due_at, id
        limit ${ATTENTION_LIMIT}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map((row) => ({
      participant: { id: row.id, subjectId: row.subject_id },
      dueAt: isoTime(row.due_at),
    })),
  };
}

export async function attention(db: Db, scope: TenantScope): Promise<Attention> {
  const [inProgress, recentlyCompleted, invitations, due] = await Promise.all([
    sessions(
      db,
      scope,
      sql`s.revoked_at is null and s.completed_at is null and s.ended_early_at is null
        and s.expires_at > now() and (s.started_at is not null or s.answered_count > 0)`,
      sql`coalesce(s.started_at, s.created_at)`,
    ),
    sessions(
      db,
      scope,
      sql`s.completed_at >= now() - make_interval(days => ${RECENT_DAYS})`,
      sql`s.completed_at`,
    ),
    pendingInvitations(db, scope),
    dueForErasure(db, scope),
  ]);
  return {
    inProgress,
    recentlyCompleted,
    pendingInvitations: invitations,
    dueForErasure: due,
  };
}
