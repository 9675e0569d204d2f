// The statistics page's charts: sessions completed per day, accuracy by assessment and each game's
// scores, in the caller's scope (the assessment's institute); all from the counts each session
// keeps (answered, correct, and its answers by outcome), never from the answers themselves.
// Sessions the examiner excluded from analysis count as completed, and in no score.
import { sql } from 'drizzle-orm';
import {
  COMPLETED_DAYS,
  playableGameSlugs,
  playRulesFor,
  type GameStatistics,
  type OutcomeCounts,
  type SessionStatistics,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

export async function sessionStatistics(db: Db, scope: TenantScope): Promise<SessionStatistics> {
  const inScope = inTenantScope(scope, sql`a.research_institute_id`);
  const [byDay, byAssessment, outcomes, [excluded]] = await Promise.all([
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
          where ${inScope} and s.completed_at is not null and s.excluded_at is null
            and s.answered_count > 0
          group by a.id, a.name
          order by lower(a.name), a.id`,
    ),
    // Per game: its completed sessions (outcome null) and its answers by outcome. Outcome names
    // are unique across games, so the games' outcomes say which game each count is of.
    queryRows<{ game: string; outcome: string | null; n: number }>(
      db,
      sql`with outcome_games as (
            select key as outcome, value as game from jsonb_each_text(${JSON.stringify(outcomeGames())}::jsonb)
          ), counts as (
            select s.id, o.key as outcome, o.value::int as n
            from assessment_sessions s
            join assessments a on a.id = s.assessment_id
            cross join lateral jsonb_each_text(s.outcome_counts) o
            where ${inScope} and s.completed_at is not null and s.excluded_at is null
              and o.value::int > 0
          )
          select g.game, null as outcome, count(distinct c.id)::int as n
          from counts c join outcome_games g using (outcome)
          group by g.game
          union all
          select g.game, c.outcome, sum(c.n)::int as n
          from counts c join outcome_games g using (outcome)
          group by g.game, c.outcome`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n
          from assessment_sessions s join assessments a on a.id = s.assessment_id
          where ${inScope} and s.completed_at is not null and s.excluded_at is not null`,
    ),
  ]);
  return {
    completedByDay: byDay,
    excludedSessions: excluded?.n ?? 0,
    accuracyByAssessment: byAssessment.map((row) => ({
      assessment: { id: row.id, name: row.name },
      sessions: row.sessions,
      meanAccuracy: row.mean_accuracy,
    })),
    byGame: byGame(outcomes),
  };
}

/** Each playable game's outcomes, by outcome: `{ hit: 'rule-finding', … }`. */
function outcomeGames(): Record<string, string> {
  return Object.fromEntries(
    playableGameSlugs().flatMap((game) =>
      playRulesFor(game).outcomes.map((outcome) => [outcome, game]),
    ),
  );
}

/** The games with answers, in the registry's order: their counts and their own measures. */
function byGame(rows: { game: string; outcome: string | null; n: number }[]): GameStatistics[] {
  return playableGameSlugs().flatMap((game) => {
    const sessions = rows.find((row) => row.game === game && row.outcome === null)?.n ?? 0;
    if (sessions === 0) return [];
    const rules = playRulesFor(game);
    const counts: OutcomeCounts = Object.fromEntries(
      rows
        .filter((row) => row.game === game && row.outcome !== null)
        .map((row) => [row.outcome, row.n]),
    );
    const answered = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    const correct = Object.entries(counts)
      .filter(([outcome]) => rules.isCorrect(outcome))
      .reduce<number>((sum, [, n]) => sum + (n ?? 0), 0);
    return [
      {
        game,
        sessions,
        answered,
        correct,
        accuracy: answered === 0 ? 0 : correct / answered,
        ...rules.measures(counts),
      } as GameStatistics,
    ];
  });
}
