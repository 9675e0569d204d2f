// Queries on school staff: memberships of users in schools with their roles.
import { and, eq, sql } from 'drizzle-orm';
import type { StaffMember } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { schoolStaff, users } from '../../db/schema/index.ts';

const staffColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: schoolStaff.isAdmin,
  isTeacher: schoolStaff.isTeacher,
};

/**
 * The school's staff (only its administrators with `adminsOnly`) in the spec's order: named
 * members by full name (case-insensitive), then those pending onboarding by email. One query on
 * the school_staff primary key.
 */
export function listStaff(
  db: Db,
  schoolId: number,
  { adminsOnly = false }: { adminsOnly?: boolean } = {},
): Promise<StaffMember[]> {
  return db
    .select(staffColumns)
    .from(schoolStaff)
    .innerJoin(users, eq(users.id, schoolStaff.userId))
    .where(
      adminsOnly
        ? and(eq(schoolStaff.schoolId, schoolId), eq(schoolStaff.isAdmin, true))
        : eq(schoolStaff.schoolId, schoolId),
    )
    .orderBy(
      sql`(${users.firstName} = '' and ${users.lastName} = '')`,
      sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`,
      sql`lower(${users.email})`,
      users.id,
    );
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
