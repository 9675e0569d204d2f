// Queries on researchers: memberships of users in research institutes.
import { eq, sql } from 'drizzle-orm';
import type { Researcher } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { researchers, users } from '../../db/schema/index.ts';

const researcherColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  researchInstituteId: researchers.researchInstituteId,
};

/**
 * The institute's researchers in the spec's order: named ones by full name (case-insensitive),
 * then those pending onboarding by email.
 */
export function listResearchers(db: Db, instituteId: number): Promise<Researcher[]> {
  return db
    .select(researcherColumns)
    .from(researchers)
    .innerJoin(users, eq(users.id, researchers.userId))
    .where(eq(researchers.researchInstituteId, instituteId))
    .orderBy(
      sql`(${users.firstName} = '' and ${users.lastName} = '')`,
      sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`,
      sql`lower(${users.email})`,
      users.id,
    );
}

/** The membership's row id, or undefined when the user already is a researcher there. */
export async function insertResearcherMembership(
  tx: Db,
  userId: number,
  researchInstituteId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(researchers)
    .values({ userId, researchInstituteId })
    .onConflictDoNothing()
    .returning({ id: researchers.id });
  return row?.id;
}
