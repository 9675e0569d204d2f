// Queries on researchers: memberships of users in research institutes (pending until accepted).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Researcher } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { invitations, researchers, users } from '../../db/schema/index.ts';

const pending = sql<boolean>`(${researchers.acceptedAt} is null)`;

/**
 * The institute's researchers in display order: named ones by full name (case-insensitive),
 * then those pending (invitation or onboarding) by email. A pending researcher's names are
 * never read: they stay the invitee's until they accept.
 */
export async function listResearchers(db: Db, instituteId: number): Promise<Researcher[]> {
  const firstName = sql<string>`case when ${pending} then '' else ${users.firstName} end`;
  const lastName = sql<string>`case when ${pending} then '' else ${users.lastName} end`;
  const rows = await db
    .select({
      id: users.id,
      firstName,
      lastName,
      email: users.email,
      researchInstituteId: researchers.researchInstituteId,
      pending,
      sentAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(researchers)
    .innerJoin(users, eq(users.id, researchers.userId))
    .leftJoin(
      invitations,
      and(eq(invitations.researcherId, researchers.id), isNull(invitations.usedAt)),
    )
    .where(eq(researchers.researchInstituteId, instituteId))
    .orderBy(
      sql`(${firstName} = '' and ${lastName} = '')`,
      sql`lower(trim(${firstName} || ' ' || ${lastName}))`,
      sql`lower(${users.email})`,
      users.id,
    );
  return rows.map(({ pending: isPending, sentAt, expiresAt, ...researcher }) => ({
    ...researcher,
    status: isPending ? 'pending' : 'active',
    invitation:
      isPending && sentAt && expiresAt
        ? { sentAt: sentAt.toISOString(), expiresAt: expiresAt.toISOString() }
        : null,
  }));
}

export interface ResearcherMembership {
  id: number;
  userId: number;
  email: string;
  researchInstituteId: number;
  accepted: boolean;
}

/** The user's researcher membership (at most one), locked until the transaction ends. */
export async function findResearcherMembership(
  tx: Db,
  userId: number,
): Promise<ResearcherMembership | undefined> {
  const [row] = await tx
    .select({
      id: researchers.id,
      userId: researchers.userId,
      email: users.email,
      researchInstituteId: researchers.researchInstituteId,
      acceptedAt: researchers.acceptedAt,
    })
    .from(researchers)
    .innerJoin(users, eq(users.id, researchers.userId))
    .where(eq(researchers.userId, userId))
    .for('update', { of: researchers });
  return row && { ...row, accepted: row.acceptedAt !== null };
}

/** A pending membership; its row id. */
export async function insertResearcherMembership(
  tx: Db,
  userId: number,
  researchInstituteId: number,
): Promise<number> {
  const [row] = await tx
    .insert(researchers)
    .values({ userId, researchInstituteId })
    .returning({ id: researchers.id });
  if (!row) throw new Error('researcher not inserted');
  return row.id;
}

/** Revoking: the pending membership goes, and its link with it (cascade). */
export async function deletePendingResearcher(tx: Db, id: number): Promise<void> {
  await tx.delete(researchers).where(and(eq(researchers.id, id), isNull(researchers.acceptedAt)));
}
