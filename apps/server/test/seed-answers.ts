// Many answered sessions at once, written by SQL (not through the play API): for export tests
// and the benchmarks. Every session of the assessment answers every target item, and keeps its
// counts as the play API would; the assessment is locked as starting sessions locks it.
import { sql } from 'drizzle-orm';
import { ANSWER_RESPONSES, DEFAULT_ASSESSMENT_SETTINGS, playRulesFor } from '@cogniplay/contract';
import { assessmentInstances } from '../src/db/assessment-instances.ts';
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
  // What each response to each item counts as, decided by the game as the play API does.
  const judged = (await assessmentInstances(db, assessmentId)).flatMap(
    ({ position, game, content }) => {
      const rules = playRulesFor(game);
      const { truths } = rules.playContent(content, DEFAULT_ASSESSMENT_SETTINGS);
      return truths.flatMap((truth, itemIndex) =>
        ANSWER_RESPONSES.map((response) => {
          const outcome = rules.judge(response, truth);
          return {
            position,
            item_index: itemIndex,
            response,
            outcome,
            correct: rules.isCorrect(outcome),
          };
        }),
      );
    },
  );
  const result = await db.execute(sql`
    insert into session_answers (session_id, position, item_index, game, instance_id, response,
      outcome, correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
    select s.id, ai.position, j.item_index, ai.game, ai.instance_id, to_jsonb(j.response), j.outcome,
      j.correct,
      400 + (s.id * 7 + (j.item_index + 1) * 13) % 2000, 'touch',
      now() - interval '1 hour', now() - interval '1 hour'
    from assessment_sessions s
    join assessment_items ai on ai.assessment_id = s.assessment_id
    join jsonb_to_recordset(${JSON.stringify(judged)}::jsonb)
      as j(position int, item_index int, response text, outcome text, correct boolean)
      on j.position = ai.position
      and j.response = case when (s.id + j.item_index + 1) % 3 = 0 then 'fits' else 'does_not_fit' end
    where s.assessment_id = ${assessmentId} and s.token_hash like 'seeded-%'`);
  // Statistics of the new rows first: without them PostgreSQL planned the update below as a
  // nested loop that ran for minutes on a million answers (autovacuum comes later).
  await db.execute(sql`analyze assessment_sessions, session_answers`);
  await db.execute(sql`
    update assessment_sessions s set
      answered_count = c.answered, correct_count = c.correct, outcome_counts = c.outcomes
    from (
      select session_id, sum(n)::int as answered, coalesce(sum(n) filter (where correct), 0)::int
        as correct, jsonb_object_agg(outcome, n) as outcomes
      from (
        select session_id, outcome, correct, count(*)::int as n
        from session_answers a join assessment_sessions x on x.id = a.session_id
        where x.assessment_id = ${assessmentId} and x.token_hash like 'seeded-%'
        group by session_id, outcome, correct
      ) g
      group by session_id
    ) c
    where c.session_id = s.id and s.assessment_id = ${assessmentId} and s.token_hash like 'seeded-%'`);
  return (result as unknown as { rowCount: number }).rowCount;
}
