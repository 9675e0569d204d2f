// How a membership (a researcher of an institute, a staff member of a school) is listed: pending
// until accepted, shown while pending only by what the inviter typed (the person's names and
// stored address stay theirs until they accept), with its open link's dates, named people first.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MembershipInvitation, MembershipStatus } from '@cogniplay/contract';
import { invitations, users } from '../db/schema/index.ts';

/**
 * The listed columns of a membership with the columns `acceptedAt` and `invitedEmail`; the query
 * joins `users` and the membership's open link in `invitations`. A pending one's email is the
 * address as typed (lower case for invitations from before it was kept).
 */
export function membershipColumns(acceptedAt: AnyColumn, invitedEmail: AnyColumn) {
  const pending = sql<boolean>`(${acceptedAt} is null)`;
  return {
    pending,
    firstName: sql<string>`case when ${pending} then '' else ${users.firstName} end`,
    lastName: sql<string>`case when ${pending} then '' else ${users.lastName} end`,
    email: sql<string>`case when ${pending} then coalesce(${invitedEmail}, lower(${users.email})) else ${users.email} end`,
    sentAt: invitations.createdAt,
    expiresAt: invitations.expiresAt,
  };
}

/** Named members first, by full name (case-insensitive); pending ones by email. */
export function membershipOrder({
  firstName,
  lastName,
  email,
}: Pick<ReturnType<typeof membershipColumns>, 'firstName' | 'lastName' | 'email'>): SQL[] {
  return [
    sql`(${firstName} = '' and ${lastName} = '')`,
    sql`lower(trim(${firstName} || ' ' || ${lastName}))`,
    sql`lower(${email})`,
  ];
}

/** A listed membership's status and open link, from its row. */
export function membershipState({
  pending,
  sentAt,
  expiresAt,
}: {
  pending: boolean;
  sentAt: Date | null;
  expiresAt: Date | null;
}): { status: MembershipStatus; invitation: MembershipInvitation | null } {
  return {
    status: pending ? 'pending' : 'active',
    invitation:
      pending && sentAt && expiresAt
        ? { sentAt: sentAt.toISOString(), expiresAt: expiresAt.toISOString() }
        : null,
  };
}
