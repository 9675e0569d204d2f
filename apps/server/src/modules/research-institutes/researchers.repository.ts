// Queries on researchers: memberships of users in research institutes (pending until accepted).
import { and, eq, isNull } from 'drizzle-orm';
import type { Researcher } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { invitations, researchers, users } from '../../db/schema/index.ts';
import {
  membershipColumns,
  membershipOrder,
  membershipState,
} from '../../invitations/membership-list.ts';

const listed = membershipColumns(researchers.acceptedAt);

/**
 * The institute's researchers in display order: named ones by full name (case-insensitive),
 * then those pending (invitation or onboarding) by email. A pending researcher's names are
 * never read: they stay the invitee's until they accept.
 */
export async function listResearchers(db: Db, instituteId: number): Promise<Researcher[]> {
  const { pending, firstName, lastName, sentAt, expiresAt } = listed;
  const rows = await db
    .select({
      id: users.id,
      firstName,
      lastName,
      email: users.email,
      researchInstituteId: researchers.researchInstituteId,
      pending,
      sentAt,
      expiresAt,
    })
    .from(researchers)
    .innerJoin(users, eq(users.id, researchers.userId))
    .leftJoin(
      invitations,
      and(eq(invitations.researcherId, researchers.id), isNull(invitations.usedAt)),
    )
    .where(eq(researchers.researchInstituteId, instituteId))
    .orderBy(...membershipOrder(listed), users.id);
  return rows.map(({ pending, sentAt, expiresAt, ...researcher }) => ({
    ...researcher,
    ...membershipState({ pending, sentAt, expiresAt }),
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
