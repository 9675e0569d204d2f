// Many answered sessions at once, written by SQL (not through the play API): for export tests
// and the benchmarks. Every session of the assessment answers every target item, and keeps its
// counts as the play API would; the assessment is locked as starting sessions locks it.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

export interface SeedAnswersOptions {
  assessmentId: number;
  /** Sessions go round these participants. */
  participantIds: readonly number[];
  sessions: number;
}

/**
 * Inserts the sessions, complete (the first just now, each next a second earlier), and their
 * answers (about a third ✓); the answers' count.
 */
export async function seedAnsweredSessions(
  db: Db,
  { assessmentId, participantIds, sessions }: SeedAnswersOptions,
): Promise<number> {
  await db.execute(sql`
    insert into assessment_sessions
      (assessment_id, participant_id, token_hash, expires_at, started_at, completed_at)
    select ${assessmentId},
      (${JSON.stringify(participantIds)}::jsonb ->> (n % ${participantIds.length}))::int,
      'seeded-' || ${assessmentId} || '-' || n || '-' || md5(random()::text),
      now() + interval '14 days', now() - interval '1 hour', now() - n * interval '1 second'
    from generate_series(1, ${sessions}) n`);
  await db.execute(
    sql`update assessments set locked_at = coalesce(locked_at, now()) where id = ${assessmentId}`,
  );
  const result = await db.execute(sql`
    insert into session_answers (session_id, position, item_index, instance_id, response,
      correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
    select s.id, ai.position, t.n - 1, ai.instance_id, a.response,
      (a.response = 'fits') = (t.item ->> 'matchesRule')::boolean,
      400 + (s.id * 7 + t.n * 13) % 2000, 'touch',
      now() - interval '1 hour', now() - interval '1 hour'
    from assessment_sessions s
    join assessment_items ai on ai.assessment_id = s.assessment_id
    join rule_finding_instances r on r.id = ai.instance_id
    cross join lateral jsonb_array_elements(r.item_data -> 'targetItems') with ordinality t(item, n)
    cross join lateral (select case when (s.id + t.n) % 3 = 0 then 'fits' else 'does_not_fit'
      end as response) a
    where s.assessment_id = ${assessmentId} and s.token_hash like 'seeded-%'`);
  // Statistics of the new rows first: without them PostgreSQL planned the update below as a
  // nested loop that ran for minutes on a million answers (autovacuum comes later).
  await db.execute(sql`analyze assessment_sessions, session_answers`);
  await db.execute(sql`
    update assessment_sessions s set
      answered_count = c.answered, hit_count = c.hits, miss_count = c.misses,
      false_alarm_count = c.false_alarms, correct_rejection_count = c.correct_rejections
    from (
      select session_id, count(*) as answered,
        count(*) filter (where response = 'fits' and correct) as hits,
        count(*) filter (where response = 'does_not_fit' and not correct) as misses,
        count(*) filter (where response = 'fits' and not correct) as false_alarms,
        count(*) filter (where response = 'does_not_fit' and correct) as correct_rejections
      from session_answers a join assessment_sessions x on x.id = a.session_id
      where x.assessment_id = ${assessmentId} and x.token_hash like 'seeded-%'
      group by session_id
    ) c
    where c.session_id = s.id and s.assessment_id = ${assessmentId} and s.token_hash like 'seeded-%'`);
  return (result as unknown as { rowCount: number }).rowCount;
}
