// What the progress of an assessment is made of: each session's state facts and, for a
// completed session, its accuracy (correct / answered) from the counts it keeps.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { SessionStateColumns } from '../../db/session-state-of-row.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

/** A session's state columns (times as raw queries answer them, text) and its accuracy. */
export interface ProgressRow extends SessionStateColumns {
  /** Null unless the session is completed. */
  accuracy: number | null;
  /** Excluded from analysis by the examiner's review. */
  excluded: boolean;
}

/** The sessions of the assessment; undefined when the assessment is not in the scope. */
export async function progressRows(
  db: Db,
  scope: TenantScope,
  assessmentId: number,
): Promise<ProgressRow[] | undefined> {
  // The left join gives one row without a session (all nulls) for an assessment with none.
  const rows = await queryRows<ProgressRow | { [column in keyof ProgressRow]: null }>(
    db,
    sql`select s.revoked_at, s.completed_at, s.early_end_reason, s.expires_at, s.started_at,
          s.answered_count,
          case when s.completed_at is not null then
            s.correct_count::float8 / nullif(s.answered_count, 0)
          end as accuracy,
          s.excluded_at is not null as excluded,
          true as in_scope
        from assessments x
        left join assessment_sessions s on s.assessment_id = x.id
        where x.id = ${assessmentId} and ${inTenantScope(scope, sql`x.research_institute_id`)}`,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((row): row is ProgressRow => row.expires_at !== null);
}
