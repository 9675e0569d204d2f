// Counts for the statistics page, in one round trip of scalar subqueries.
import { sql } from 'drizzle-orm';
import { gameSlugs, type Statistics } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

type Counts = Omit<Statistics, 'scope'>;

/** A researcher without an institute has nothing of an institute to count. */
export async function countStatistics(db: Db, scope: TenantScope): Promise<Counts> {
  // The institutes, schools (and their staff) and participants of the scope.
  const instituteFilter = inTenantScope(scope, sql`i.id`);
  const schoolFilter = inTenantScope(scope, sql`s.managing_institute_id`);
  const participantFilter = inTenantScope(scope, sql`p.research_institute_id`);

  // Staff are counted as people: someone on two schools' staff counts once, as onboarded when
  // they accepted a membership of the scope, else as pending. Never by the person's names or
  // account: an existing account invited here is pending until it accepts, as a new one is.
  const [row] = await queryRows<
    Record<string, number | undefined> & { instancesOfGames: Record<string, number> }
  >(
    db,
    sql`
    with scoped_staff as (
      select ss.user_id, bool_and(ss.accepted_at is null) as pending
      from school_staff ss
      join schools s on s.id = ss.school_id
      where ${schoolFilter}
      group by ss.user_id
    )
    select
      (select count(*)::int from research_institutes i where ${instituteFilter}) as "researchInstitutes",
      (select count(*)::int from schools s where ${schoolFilter}) as "schools",
      (select count(*)::int from scoped_staff where pending) as "staffPending",
      (select count(*)::int from scoped_staff where not pending) as "staffOnboarded",
      (select count(*)::int from participants p where ${participantFilter}) as "participants",
      (select coalesce(jsonb_object_agg(game, n), '{}'::jsonb)
        from (select game, count(*)::int as n from game_instances group by game) g)
        as "instancesOfGames"
  `,
  );
  if (!row) throw new Error('statistics query returned no row');
  return {
    researchInstitutes: row.researchInstitutes ?? 0,
    schools: row.schools ?? 0,
    staff: { pending: row.staffPending ?? 0, onboarded: row.staffOnboarded ?? 0 },
    participants: row.participants ?? 0,
    // Every game of the registry, those without instances too.
    instancesByGame: gameSlugs().map((game) => ({
      game,
      instances: row.instancesOfGames[game] ?? 0,
    })),
  };
}
