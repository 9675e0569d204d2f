// What a session records of its participant as they were when it was made, and again when the
// child starts it: school, group and age in whole months. The export reports these, so a child
// moved to another class keeps their earlier sessions' class.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The age in whole months at `at` of the participant row `p`: the months from the month of
 * birth to the month of `at`, in UTC (the day of birth is not kept, so it may be one more than
 * the exact age); null without a birth month.
 */
const ageMonths = (p: SQL, at: SQL) => sql`case when ${p}.birth_year is not null then
  (extract(year from ${at} at time zone 'UTC')::int * 12
    + extract(month from ${at} at time zone 'UTC')::int)
  - (${p}.birth_year * 12 + ${p}.birth_month) end`;

/** The session's columns of the facts, in order. */
export const SESSION_FACT_COLUMNS = sql`school_id, group_label, age_months`;

/** The facts of the participant row `p` at `at`, in the columns' order. */
export const sessionFactsOf = (p: SQL, at: SQL) =>
  sql`${p}.school_id, ${p}.group_label, ${ageMonths(p, at)}`;
