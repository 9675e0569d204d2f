// Queries on school staff: memberships of users in schools with their roles.
import { and, eq, sql } from 'drizzle-orm';
import type { StaffMember } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { schools, schoolStaff, users } from '../../db/schema/index.ts';

const staffColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: schoolStaff.isAdmin,
  isTeacher: schoolStaff.isTeacher,
};

const staffOrder = [
  // Named members first, by full name (case-insensitive); pending ones by email.
  sql`(${users.firstName} = '' and ${users.lastName} = '')`,
  sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`,
  sql`lower(${users.email})`,
  users.id,
];

/**
 * A school's managing institute (for the visibility check) and its staff, or only its
 * administrators with `adminsOnly`, in the spec's order. One query: the school row left-joined
 * with its memberships (school_staff primary key) and their users. Undefined when there is no
 * such school.
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
    .select({
      managingInstituteId: schools.managingInstituteId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isAdmin: schoolStaff.isAdmin,
      isTeacher: schoolStaff.isTeacher,
    })
    .from(schools)
    .leftJoin(schoolStaff, membership)
    .leftJoin(users, eq(users.id, schoolStaff.userId))
    .where(eq(schools.id, schoolId))
    .orderBy(...staffOrder);
  const [first] = rows;
  if (!first) return undefined;
  const staff: StaffMember[] = [];
  for (const { userId, firstName, lastName, email, isAdmin, isTeacher } of rows) {
    // A school without (matching) staff yields one row of nulls.
    if (userId === null || firstName === null || lastName === null || email === null) continue;
    staff.push({
      userId,
      firstName,
      lastName,
      email,
      isAdmin: isAdmin === true,
      isTeacher: isTeacher === true,
    });
  }
  return { managingInstituteId: first.managingInstituteId, staff };
}

export async function findStaffMember(
  db: Db,
  schoolId: number,
  userId: number,
): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(schoolStaff)
    .innerJoin(users, eq(users.id, schoolStaff.userId))
    .where(and(eq(schoolStaff.schoolId, schoolId), eq(schoolStaff.userId, userId)));
  return row;
}

/** False when the user already belongs to the school's staff. */
export async function insertStaffMembership(
  tx: Db,
  membership: { schoolId: number; userId: number; isAdmin: boolean; isTeacher: boolean },
): Promise<boolean> {
  const rows = await tx
    .insert(schoolStaff)
    .values(membership)
    .onConflictDoNothing()
    .returning({ userId: schoolStaff.userId });
  return rows.length > 0;
}
