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

const listed = membershipColumns(researchers.acceptedAt, researchers.invitedEmail);

/**
 * The institute's researchers in display order: named ones by full name (case-insensitive),
 * then those pending (invitation or onboarding) by email. A pending researcher's names and
 * stored address are never listed: they stay the invitee's until they accept.
 */
export async function listResearchers(db: Db, instituteId: number): Promise<Researcher[]> {
  const { pending, firstName, lastName, email, sentAt, expiresAt } = listed;
  const rows = await db
    .select({
      id: users.id,
      firstName,
      lastName,
      email,
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

/** A pending membership, with the address as the inviter typed it; its row id. */
export async function insertResearcherMembership(
  tx: Db,
  membership: { userId: number; researchInstituteId: number; invitedEmail: string },
): Promise<number> {
  const [row] = await tx.insert(researchers).values(membership).returning({ id: researchers.id });
  if (!row) throw new Error('researcher not inserted');
  return row.id;
}

/** Revoking: the pending membership goes, and its link with it (cascade). */
export async function deletePendingResearcher(tx: Db, id: number): Promise<void> {
  await tx.delete(researchers).where(and(eq(researchers.id, id), isNull(researchers.acceptedAt)));
}

/** A pending researcher invited again: shown by the address as typed this time. */
export async function updatePendingResearcher(
  tx: Db,
  id: number,
  invitedEmail: string,
): Promise<void> {
  await tx
    .update(researchers)
    .set({ invitedEmail })
    .where(and(eq(researchers.id, id), isNull(researchers.acceptedAt)));
}
