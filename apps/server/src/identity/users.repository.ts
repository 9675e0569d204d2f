// Queries about users: the signed-in identity's record and its researcher and staff memberships.
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { ResearcherContext, SchoolMembership } from '@cogniplay/contract';
import type { Db } from '../db/client.ts';
import {
  researchers,
  researchInstitutes,
  schools,
  schoolStaff,
  users,
} from '../db/schema/index.ts';

export interface UserRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface Identity {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** One indexed lookup (users_identity_key): the cost every authenticated request pays. */
export async function findUserByIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<UserRecord | undefined> {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
    .limit(1);
  return user;
}

/**
 * Links the identity to the user with the same email (case-insensitive) that has no identity of
 * this issuer yet; undefined when there is none.
 */
export async function linkUserByEmail(db: Db, identity: Identity): Promise<UserRecord | undefined> {
  const [linked] = await db
    .update(users)
    .set({
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
      // An invited user signing in through an external provider (no onboarding page of ours)
      // takes the provider's names, so they are no longer 'Pending onboarding'.
      firstName: sql`case when ${users.firstName} = '' and ${users.lastName} = '' then ${identity.firstName} else ${users.firstName} end`,
      lastName: sql`case when ${users.firstName} = '' and ${users.lastName} = '' then ${identity.lastName} else ${users.lastName} end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        sql`lower(${users.email}) = lower(${identity.email})`,
        // A link made under another issuer is stale: only one issuer is trusted at a time.
        or(
          isNull(users.oidcSubject),
          isNull(users.oidcIssuer),
          ne(users.oidcIssuer, identity.issuer),
        ),
      ),
    )
    .returning(userColumns);
  return linked;
}

/** Creates the user of the identity; undefined when its email or identity is already taken. */
export async function insertUser(db: Db, identity: Identity): Promise<UserRecord | undefined> {
  const [created] = await db
    .insert(users)
    .values({
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
    })
    .onConflictDoNothing()
    .returning(userColumns);
  return created;
}

/**
 * The user's researcher membership, or null when the user is not a researcher. A pending
 * membership (not yet accepted through the mailed link) grants nothing.
 */
export async function findResearcherContext(
  db: Db,
  userId: number,
): Promise<ResearcherContext | null> {
  const [row] = await db
    .select({
      researchInstituteId: researchInstitutes.id,
      researchInstituteName: researchInstitutes.name,
    })
    .from(researchers)
    .innerJoin(researchInstitutes, eq(researchInstitutes.id, researchers.researchInstituteId))
    .where(and(eq(researchers.userId, userId), isNotNull(researchers.acceptedAt)))
    .orderBy(researchers.id)
    .limit(1);
  return row ?? null;
}

/** The schools whose staff the user belongs to (accepted memberships), by name. */
export async function findSchoolMemberships(db: Db, userId: number): Promise<SchoolMembership[]> {
  return db
    .select({
      schoolId: schools.id,
      schoolName: schools.name,
      isAdmin: schoolStaff.isAdmin,
      isTeacher: schoolStaff.isTeacher,
    })
    .from(schoolStaff)
    .innerJoin(schools, eq(schools.id, schoolStaff.schoolId))
    .where(and(eq(schoolStaff.userId, userId), isNotNull(schoolStaff.acceptedAt)))
    .orderBy(sql`lower(${schools.name})`, schools.id);
}

/** The user's email (to mail them), or undefined when there is no such user. */
export async function findUserEmail(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
