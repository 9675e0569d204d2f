// Queries behind inviting someone: the invitee's user record, their sign-in account of the
// embedded provider and the stored invitation.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpAccounts, invitations, users } from '../../db/schema/index.ts';

export interface Invitee {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** True when the user was created by this invitation. */
  created: boolean;
}

const inviteeColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * The user with this email (case-insensitive), or a new one with empty names ('Pending
 * onboarding'). The row stays locked until the transaction ends, so parallel invitations of one
 * person queue up instead of racing.
 */
export async function findOrCreateInvitee(tx: Db, email: string): Promise<Invitee> {
  const [inserted] = await tx
    .insert(users)
    .values({ email })
    .onConflictDoNothing()
    .returning(inviteeColumns);
  if (inserted) return { ...inserted, created: true };
  const [existing] = await tx
    .select(inviteeColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update');
  if (!existing) throw new Error('invitee vanished between insert and select');
  return { ...existing, created: false };
}

/**
 * Gives the user a sign-in account of the embedded provider (without a password until
 * onboarding), adding `role` to its platform roles when given.
 */
export async function ensureIdpAccount(
  tx: Db,
  userId: number,
  role?: 'researcher',
): Promise<{ hasPassword: boolean }> {
  const roles = role ? [role] : [];
  const [account] = await tx
    .insert(idpAccounts)
    .values({ userId, roles })
    .onConflictDoUpdate({
      target: idpAccounts.userId,
      set: role
        ? {
            roles: sql`case when ${role} = any(${idpAccounts.roles}) then ${idpAccounts.roles} else array_append(${idpAccounts.roles}, ${role}) end`,
            updatedAt: new Date(),
          }
        : { updatedAt: sql`${idpAccounts.updatedAt}` },
    })
    .returning({ passwordHash: idpAccounts.passwordHash });
  return { hasPassword: Boolean(account?.passwordHash) };
}

export async function insertInvitation(
  tx: Db,
  invitation: { userId: number; tokenHash: string; expiresAt: Date; invitedBy: number },
): Promise<number> {
  const [row] = await tx.insert(invitations).values(invitation).returning({ id: invitations.id });
  if (!row) throw new Error('invitation not inserted');
  return row.id;
}

export interface OpenInvitation {
  id: number;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type InvitationLookup =
  { status: 'open'; invitation: OpenInvitation } | { status: 'used' | 'expired' | 'unknown' };

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
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used' };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return {
    status: 'open',
    invitation: {
      id: row.id,
      userId: row.userId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
    },
  };
}

/**
 * Onboarding: names and password set, and every open invitation of the user used up (a second
 * link sent before onboarding must not reset the password later).
 */
export async function completeOnboarding(
  tx: Db,
  onboarding: { userId: number; firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({ firstName: onboarding.firstName, lastName: onboarding.lastName, updatedAt: now })
    .where(eq(users.id, onboarding.userId));
  await tx
    .insert(idpAccounts)
    .values({ userId: onboarding.userId, passwordHash: onboarding.passwordHash })
    .onConflictDoUpdate({
      target: idpAccounts.userId,
      set: { passwordHash: onboarding.passwordHash, updatedAt: now },
    });
  await tx
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.userId, onboarding.userId), isNull(invitations.usedAt)));
}
