// Queries on school staff: memberships of users in schools with their roles (pending until
// accepted; a pending member's names, user id and stored email are never listed).
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { StaffMember } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { invitations, schools, schoolStaff, users } from '../../db/schema/index.ts';
import {
  membershipColumns,
  membershipOrder,
  membershipState,
} from '../../invitations/membership-list.ts';

const listed = membershipColumns(schoolStaff.acceptedAt, schoolStaff.invitedEmail);
const { pending, email } = listed;
// A pending member is shown as invited, without user id: an existing account's older id would
// tell that the account existed.
const userId = sql<number | null>`case when ${pending} then null else ${users.id} end`;

const staffColumns = {
  id: schoolStaff.id,
  userId,
  firstName: listed.firstName,
  lastName: listed.lastName,
  email,
  isAdmin: schoolStaff.isAdmin,
  isTeacher: schoolStaff.isTeacher,
  pending,
  sentAt: listed.sentAt,
  expiresAt: listed.expiresAt,
};

/** The open link of a staff membership (at most one, invitations_staff_key). */
const openInvitation = and(
  eq(invitations.staffSchoolId, schoolStaff.schoolId),
  eq(invitations.userId, schoolStaff.userId),
  isNull(invitations.usedAt),
);

const staffOrder = [...membershipOrder(listed), schoolStaff.id];

interface StaffRow {
  id: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  isTeacher: boolean;
  pending: boolean;
  sentAt: Date | null;
  expiresAt: Date | null;
}

function toStaffMember({ pending, sentAt, expiresAt, ...member }: StaffRow): StaffMember {
  return { ...member, ...membershipState({ pending, sentAt, expiresAt }) };
}

/**
 * A school's managing institute (for the visibility check) and its staff, or only its
 * administrators with `adminsOnly`, named people first by full name, then pending ones by email.
 * One query: the school row left-joined
 * with its memberships (school_staff primary key), their users and open links. Undefined when
 * there is no such school.
 */
export interface SchoolStaff {
  managingInstituteId: number | null;
  staff: StaffMember[];
}

export async function findSchoolStaff(
  db: Db,
  schoolId: number,
  { adminsOnly = false }: { adminsOnly?: boolean } = {},
): Promise<SchoolStaff | undefined> {
  const membership = adminsOnly
    ? and(eq(schoolStaff.schoolId, schools.id), eq(schoolStaff.isAdmin, true))
    : eq(schoolStaff.schoolId, schools.id);
  const rows = await db
    .select({ managingInstituteId: schools.managingInstituteId, ...staffColumns })
    .from(schools)
    .leftJoin(schoolStaff, membership)
    .leftJoin(users, eq(users.id, schoolStaff.userId))
    .leftJoin(invitations, openInvitation)
    .where(eq(schools.id, schoolId))
    .orderBy(...staffOrder);
  const [first] = rows;
  if (!first) return undefined;
  const staff: StaffMember[] = [];
  for (const row of rows) {
    // A school without (matching) staff yields one row of nulls.
    if (row.id === null) continue;
    staff.push(
      toStaffMember({
        ...row,
        id: row.id,
        email: row.email,
        isAdmin: row.isAdmin === true,
        isTeacher: row.isTeacher === true,
        pending: row.pending === true,
      }),
    );
  }
  return { managingInstituteId: first.managingInstituteId, staff };
}

/** One membership of the school with its user and open link, where every condition holds. */
async function findOneStaff(
  db: Db,
  schoolId: number,
  ...conditions: SQL[]
): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(schoolStaff)
    .innerJoin(users, eq(users.id, schoolStaff.userId))
    .leftJoin(invitations, openInvitation)
    .where(and(eq(schoolStaff.schoolId, schoolId), ...conditions));
  return row && toStaffMember(row);
}

/** An active member of the school (a pending one has no page: it is an invitation). */
export const findStaffMember = (db: Db, schoolId: number, userId: number) =>
  findOneStaff(db, schoolId, eq(schoolStaff.userId, userId), isNotNull(schoolStaff.acceptedAt));

/**
 * A pending member of the school, by the membership's id: what the inviter typed and the open
 * link, as the lists show it (an accepted membership is no invitation: undefined).
 */
export const findStaffInvitation = (db: Db, schoolId: number, membershipId: number) =>
  findOneStaff(db, schoolId, eq(schoolStaff.id, membershipId), isNull(schoolStaff.acceptedAt));

export interface StaffMembership {
  userId: number;
  email: string;
  isAdmin: boolean;
  isTeacher: boolean;
  accepted: boolean;
}

/**
 * A membership in the school, found by its user or by its own id, and locked until the
 * transaction ends.
 */
export async function findStaffMembership(
  tx: Db,
  schoolId: number,
  by: { userId: number } | { membershipId: number },
): Promise<StaffMembership | undefined> {
  const which =
    'userId' in by ? eq(schoolStaff.userId, by.userId) : eq(schoolStaff.id, by.membershipId);
  const [row] = await tx
    .select({
      userId: schoolStaff.userId,
      email: users.email,
      isAdmin: schoolStaff.isAdmin,
      isTeacher: schoolStaff.isTeacher,
      acceptedAt: schoolStaff.acceptedAt,
    })
    .from(schoolStaff)
    .innerJoin(users, eq(users.id, schoolStaff.userId))
    .where(and(eq(schoolStaff.schoolId, schoolId), which))
    .for('update', { of: schoolStaff });
  return row && { ...row, accepted: row.acceptedAt !== null };
}

/** The pending membership's fields an invitation sets: roles, and the address as typed. */
export interface StaffInvite {
  schoolId: number;
  userId: number;
  isAdmin: boolean;
  isTeacher: boolean;
  invitedEmail: string;
}

/** A pending membership (the caller checked that none exists). */
export async function insertStaffMembership(tx: Db, membership: StaffInvite): Promise<void> {
  await tx.insert(schoolStaff).values(membership);
}

/** A pending member invited again: the roles and address of the latest invitation. */
export async function updatePendingStaff(tx: Db, membership: StaffInvite): Promise<void> {
  const { schoolId, userId, isAdmin, isTeacher, invitedEmail } = membership;
  await tx
    .update(schoolStaff)
    .set({ isAdmin, isTeacher, invitedEmail })
    .where(
      and(
        eq(schoolStaff.schoolId, schoolId),
        eq(schoolStaff.userId, userId),
        isNull(schoolStaff.acceptedAt),
      ),
    );
}

/** Revoking: the pending membership goes, and its link with it (cascade). */
export async function deletePendingStaff(tx: Db, schoolId: number, userId: number): Promise<void> {
  await tx
    .delete(schoolStaff)
    .where(
      and(
        eq(schoolStaff.schoolId, schoolId),
        eq(schoolStaff.userId, userId),
        isNull(schoolStaff.acceptedAt),
      ),
    );
}

/** An accepted member's roles. */
export async function updateStaffRoles(
  tx: Db,
  schoolId: number,
  userId: number,
  roles: { isAdmin: boolean; isTeacher: boolean },
): Promise<void> {
  await tx
    .update(schoolStaff)
    .set(roles)
    .where(and(eq(schoolStaff.schoolId, schoolId), eq(schoolStaff.userId, userId)));
}
