// Queries behind invitations: the invitee's user record, their sign-in account of the embedded
// provider, the link of a pending membership, and accepting it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import {
  idpAccounts,
  invitations,
  researchers,
  researchInstitutes,
  schools,
  schoolStaff,
  users,
} from '../db/schema/index.ts';

export interface Invitee {
  id: number;
  email: string;
  /** True when the user was created by this invitation. */
  created: boolean;
}

/** The membership a link accepts: a researcher row, or the staff row (school, user). */
export type MembershipRef =
  { kind: 'researcher'; researcherId: number } | { kind: 'staff'; schoolId: number };

/**
 * The user with this email (case-insensitive), or a new one with empty names ('Pending
 * onboarding'). The row stays locked until the transaction ends, so parallel invitations of one
 * person queue up instead of racing.
 */
export async function findOrCreateInvitee(tx: Db, email: string): Promise<Invitee> {
  const columns = { id: users.id, email: users.email };
  const [inserted] = await tx
    .insert(users)
    .values({ email })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return { ...inserted, created: true };
  const [existing] = await tx
    .select(columns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update');
  if (!existing) throw new Error('invitee vanished between insert and select');
  return { ...existing, created: false };
}

/** How many memberships (researcher, staff; pending or accepted) the user holds. */
export async function membershipCount(tx: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select (select count(*) from ${researchers} where ${researchers.userId} = ${userId})
             + (select count(*) from ${schoolStaff} where ${schoolStaff.userId} = ${userId}) as n`,
  );
  return Number(row?.n ?? 0);
}

/** Adds the researcher role to the user's embedded sign-in account (on acceptance). */
async function addResearcherRole(tx: Db, userId: number): Promise<void> {
  await tx
    .update(idpAccounts)
    .set({
      roles: sql`case when 'researcher' = any(${idpAccounts.roles}) then ${idpAccounts.roles} else array_append(${idpAccounts.roles}, 'researcher') end`,
      updatedAt: new Date(),
    })
    .where(eq(idpAccounts.userId, userId));
}

function membershipColumns(membership: MembershipRef) {
  return membership.kind === 'researcher'
    ? { researcherId: membership.researcherId }
    : { staffSchoolId: membership.schoolId };
}

function membershipCondition(userId: number, membership: MembershipRef) {
  return membership.kind === 'researcher'
    ? eq(invitations.researcherId, membership.researcherId)
    : and(eq(invitations.staffSchoolId, membership.schoolId), eq(invitations.userId, userId));
}

/**
 * The membership's new link: any older one is deleted (it stops working), then the new one is
 * stored by the hash of its token. Returns the new invitation's id.
 */
export async function replaceInvitation(
  tx: Db,
  invitation: {
    userId: number;
    membership: MembershipRef;
    tokenHash: string;
    expiresAt: Date;
    invitedBy: number;
  },
): Promise<number> {
  const { membership, ...values } = invitation;
  await tx.delete(invitations).where(membershipCondition(values.userId, membership));
  const [row] = await tx
    .insert(invitations)
    .values({ ...values, ...membershipColumns(membership) })
    .returning({ id: invitations.id });
  if (!row) throw new Error('invitation not inserted');
  return row.id;
}

export interface FoundInvitation {
  id: number;
  userId: number;
  email: string;
  /** The address as the inviter typed it, which is all the inviter is ever shown of it. */
  invitedEmail: string;
  firstName: string;
  lastName: string;
  hasPassword: boolean;
  /** Null for links made before memberships had to be accepted (onboarding only). */
  membership: (MembershipRef & { name: string; inviteTargetId: number }) | null;
  inviter: { id: number; firstName: string; lastName: string } | null;
  renewalRequested: boolean;
}

export type InvitationLookup =
  | { status: 'open'; invitation: FoundInvitation }
  | { status: 'expired'; invitation: FoundInvitation }
  | { status: 'used' }
  | { status: 'unknown' };

const inviters = alias(users, 'inviters');

/** The invitation of a token hash and whether it can still be used; `lock` holds it (for update). */
export async function findInvitation(
  db: Db,
  tokenHash: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InvitationLookup> {
  const query = db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      usedAt: invitations.usedAt,
      expiresAt: invitations.expiresAt,
      renewalRequestedAt: invitations.renewalRequestedAt,
      researcherId: invitations.researcherId,
      staffSchoolId: invitations.staffSchoolId,
      email: users.email,
      invitedEmail: sql<string>`coalesce(${researchers.invitedEmail}, ${schoolStaff.invitedEmail}, lower(${users.email}))`,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: idpAccounts.passwordHash,
      instituteId: researchInstitutes.id,
      instituteName: researchInstitutes.name,
      schoolName: schools.name,
      inviterId: inviters.id,
      inviterFirstName: inviters.firstName,
      inviterLastName: inviters.lastName,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .leftJoin(idpAccounts, eq(idpAccounts.userId, invitations.userId))
    .leftJoin(researchers, eq(researchers.id, invitations.researcherId))
    .leftJoin(researchInstitutes, eq(researchInstitutes.id, researchers.researchInstituteId))
    .leftJoin(schools, eq(schools.id, invitations.staffSchoolId))
    .leftJoin(
      schoolStaff,
      and(
        eq(schoolStaff.schoolId, invitations.staffSchoolId),
        eq(schoolStaff.userId, invitations.userId),
      ),
    )
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used' };
  let membership: FoundInvitation['membership'] = null;
  if (row.researcherId !== null && row.instituteId !== null) {
    membership = {
      kind: 'researcher',
      researcherId: row.researcherId,
      name: row.instituteName ?? '',
      inviteTargetId: row.instituteId,
    };
  } else if (row.staffSchoolId !== null) {
    membership = {
      kind: 'staff',
      schoolId: row.staffSchoolId,
      name: row.schoolName ?? '',
      inviteTargetId: row.staffSchoolId,
    };
  }
  const invitation: FoundInvitation = {
    id: row.id,
    userId: row.userId,
    email: row.email,
    invitedEmail: row.invitedEmail,
    firstName: row.firstName,
    lastName: row.lastName,
    hasPassword: Boolean(row.passwordHash),
    membership,
    inviter:
      row.inviterId === null
        ? null
        : {
            id: row.inviterId,
            firstName: row.inviterFirstName ?? '',
            lastName: row.inviterLastName ?? '',
          },
    renewalRequested: row.renewalRequestedAt !== null,
  };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired', invitation };
  return { status: 'open', invitation };
}

/**
 * Accepting through the link: the membership comes into force (researchers get the role on
 * their embedded sign-in account) and the link is used up.
 */
export async function acceptInvitation(tx: Db, invitation: FoundInvitation): Promise<void> {
  const now = new Date();
  const { membership, userId } = invitation;
  if (membership?.kind === 'researcher') {
    await tx
      .update(researchers)
      .set({ acceptedAt: now })
      .where(and(eq(researchers.id, membership.researcherId), isNull(researchers.acceptedAt)));
    await addResearcherRole(tx, userId);
  } else if (membership?.kind === 'staff') {
    await tx
      .update(schoolStaff)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(schoolStaff.schoolId, membership.schoolId),
          eq(schoolStaff.userId, userId),
          isNull(schoolStaff.acceptedAt),
        ),
      );
  }
  await tx.update(invitations).set({ usedAt: now }).where(eq(invitations.id, invitation.id));
}

/**
 * Onboarding: names and password set, and the membership accepted. Links from before
 * memberships had to be accepted are all used up (a second one must not reset the password);
 * links of other pending memberships stay open and now only accept.
 */
export async function completeOnboarding(
  tx: Db,
  invitation: FoundInvitation,
  onboarding: { firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  const now = new Date();
  const { userId } = invitation;
  await tx
    .update(users)
    .set({ firstName: onboarding.firstName, lastName: onboarding.lastName, updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .insert(idpAccounts)
    .values({ userId, passwordHash: onboarding.passwordHash })
    .onConflictDoUpdate({
      target: idpAccounts.userId,
      set: { passwordHash: onboarding.passwordHash, updatedAt: now },
    });
  await tx
    .update(invitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(invitations.userId, userId),
        isNull(invitations.usedAt),
        isNull(invitations.researcherId),
        isNull(invitations.staffSchoolId),
      ),
    );
  await acceptInvitation(tx, invitation);
}

/** Marks that the invitee asked for a new link; false when they already had. */
export async function markRenewalRequested(tx: Db, invitationId: number): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ renewalRequestedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.renewalRequestedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Whether the user holds the admin role of the embedded provider (for links to their pages). */
export async function isEmbeddedAdmin(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ admin: sql<boolean>`'admin' = any(${idpAccounts.roles})` })
    .from(idpAccounts)
    .where(eq(idpAccounts.userId, userId));
  return row?.admin === true;
}
