// The statistics page's charts: sessions completed per day and accuracy by assessment, in the
// caller's scope (the assessment's institute); accuracy from the counts each session keeps.
import { sql } from 'drizzle-orm';
import { COMPLETED_DAYS, type SessionStatistics } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

export async function sessionStatistics(db: Db, scope: TenantScope): Promise<SessionStatistics> {
  const inScope = inTenantScope(scope, sql`a.research_institute_id`);
  const [byDay, byAssessment] = await Promise.all([
    queryRows<{ day: string; sessions: number }>(
      db,
      sql`with days as (
            select (now() at time zone 'UTC')::date - n as day
            from generate_series(0, ${COMPLETED_DAYS - 1}) n
          ), completed as (
            select (s.completed_at at time zone 'UTC')::date as day, count(*)::int as sessions
            from assessment_sessions s join assessments a on a.id = s.assessment_id
            where ${inScope} and s.completed_at >= (
              select min(day)::timestamp at time zone 'UTC' from days)
            group by 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.sessions, 0) as sessions
          from days d left join completed c using (day)
          order by d.day`,
    ),
    queryRows<{ id: number; name: string; sessions: number; mean_accuracy: number }>(
      db,
      sql`select a.id, a.name, count(*)::int as sessions,
            avg(s.correct_count::float8 / s.answered_count)::float8 as mean_accuracy
          from assessment_sessions s
          join assessments a on a.id = s.assessment_id
          where ${inScope} and s.completed_at is not null
            and s.answered_count > 0
          group by a.id, a.name
          order by lower(a.name), a.id`,
    ),
  ]);
  return {
    completedByDay: byDay,
    accuracyByAssessment: byAssessment.map((row) => ({
      assessment: { id: row.id, name: row.name },
      sessions: row.sessions,
      meanAccuracy: row.mean_accuracy,
    })),
  };
}
