// When a participant's data is due for erasure under their institute's retention rules: the
// earlier of (their last session, or when they were added without one, plus the institute's
// retention months) and (the day after the study's end date, UTC); never without either rule.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The moment the participant `p` (joined with its institute `i`) is due, or null; a timestamptz
 * expression over those two aliases.
 */
export const retentionDueAt: SQL = sql`least(
  case when i.retention_months is not null then
    coalesce(
      (select max(coalesce(s.completed_at, s.started_at, s.created_at))
         from assessment_sessions s where s.participant_id = p.id),
      p.created_at) + make_interval(months => i.retention_months::int)
  end,
  case when i.study_ends_on is not null then
    (i.study_ends_on + 1)::timestamp at time zone 'UTC'
  end)`;
