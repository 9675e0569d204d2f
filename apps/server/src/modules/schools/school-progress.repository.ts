// A school's progress: its children by class, each with the latest session of every assessment
// they have one of, and where that session stands. Counts and states only: no scores or answers.
import { sql } from 'drizzle-orm';
import type { ChildProgress, SchoolProgress } from '@cogniplay/contract';
import { totalCountOf } from '../../db/assessment-instances.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { sessionStateOfRow, type SessionStateColumns } from '../../db/session-state-of-row.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

interface ChildRow {
  id: number;
  subject_id: string;
  first_name: string;
  last_name: string;
  group_label: string | null;
}

interface SessionRow extends SessionStateColumns {
  id: number;
  participant_id: number;
  assessment_id: number;
  assessment_name: string;
  total_count: number;
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/**
 * The progress of the school's children in the scope: every child of the school for its staff
 * ('all'), the institute's children for its researchers.
 */
export async function schoolProgress(
  db: Db,
  scope: TenantScope,
  school: { id: number; name: string },
  now = new Date(),
): Promise<SchoolProgress> {
  const children = await queryRows<ChildRow>(
    db,
    sql`select id, subject_id, first_name, last_name, group_label
        from participants p
        where p.school_id = ${school.id} and ${inTenantScope(scope, sql`p.research_institute_id`)}`,
  );
  const sessions = await queryRows<SessionRow>(
    db,
    sql`with latest as (
          select distinct on (s.participant_id, s.assessment_id)
            s.id, s.participant_id, s.assessment_id, s.revoked_at, s.completed_at,
            s.early_end_reason, s.expires_at, s.started_at, s.answered_count
          from assessment_sessions s
          join participants p on p.id = s.participant_id
          where p.school_id = ${school.id}
            and ${inTenantScope(scope, sql`p.research_institute_id`)}
          order by s.participant_id, s.assessment_id, s.created_at desc, s.id desc
        ), totals as materialized (
          select d.assessment_id, ${totalCountOf(sql`d.assessment_id`)} as total_count
          from (select distinct assessment_id from latest) d
        )
        select latest.*, a.name as assessment_name, totals.total_count
        from latest join totals using (assessment_id)
        join assessments a on a.id = latest.assessment_id`,
  );

  const assessments = new Map<number, string>();
  const sessionsOf = new Map<number, SessionRow[]>();
  for (const row of sessions) {
    assessments.set(row.assessment_id, row.assessment_name);
    sessionsOf.set(row.participant_id, [...(sessionsOf.get(row.participant_id) ?? []), row]);
  }
  const assessmentList = [...assessments]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => naturalOrder(a.name, b.name) || a.id - b.id);
  const position = new Map(assessmentList.map((a, index) => [a.id, index]));

  const groups = new Map<string | null, ChildProgress[]>();
  for (const child of children.sort((a, b) => naturalOrder(a.subject_id, b.subject_id))) {
    const own = (sessionsOf.get(child.id) ?? []).sort(
      (a, b) => position.get(a.assessment_id)! - position.get(b.assessment_id)!,
    );
    const list = groups.get(child.group_label) ?? [];
    list.push({
      participantId: child.id,
      subjectId: child.subject_id,
      firstName: child.first_name,
      lastName: child.last_name,
      sessions: own.map((row) => ({
        assessmentId: row.assessment_id,
        sessionId: row.id,
        state: sessionStateOfRow(row, now),
        answeredCount: row.answered_count,
        totalCount: row.total_count,
      })),
    });
    groups.set(child.group_label, list);
  }
  return {
    school,
    assessments: assessmentList,
    groups: [...groups]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : naturalOrder(a, b)))
      .map(([group, list]) => ({ group, children: list })),
  };
}
