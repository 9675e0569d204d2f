// Stored "forgot password" links: only the SHA-256 of each token, with its expiry and use.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idpAccounts, idpModels, passwordResets, users } from '../db/schema/index.ts';

/** How long a reset link works: long enough to reach the mailbox, short for a stolen mail. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The user of an account that signs in with a password here, by email (case-insensitive). */
export async function findResettableUser(
  db: Db,
  email: string,
): Promise<{ id: number; email: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(idpAccounts, eq(idpAccounts.userId, users.id))
    .where(
      and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(idpAccounts.passwordHash)),
    );
  return row;
}

export async function insertPasswordReset(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  if (!row) throw new Error('password reset not stored');
  return row.id;
}

export type ResetLookup =
  | { status: 'open'; reset: { id: number; userId: number } }
  | { status: 'unknown' | 'used' | 'expired' };

/** The link of `tokenHash`; with `lock`, its row stays locked until the transaction ends. */
export async function findPasswordReset(
  db: Db,
  tokenHash: string,
  { lock = false } = {},
): Promise<ResetLookup> {
  const query = db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      usedAt: passwordResets.usedAt,
      expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used' };
  if (row.expired) return { status: 'expired' };
  return { status: 'open', reset: { id: row.id, userId: row.userId } };
}

/** What the provider keeps of a signed-in person: a new password ends all of it. */
const SIGNED_IN_MODELS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode'];

/**
 * Sets the new password, spends every open link of the person (this one included) and ends every
 * session of the account: whoever held a stolen session or refresh token is signed out. Access
 * tokens already issued are JWTs and run until they expire (minutes).
 */
export async function completePasswordReset(
  tx: Db,
  { userId, passwordHash }: { userId: number; passwordHash: string },
): Promise<void> {
  const [account] = await tx
    .update(idpAccounts)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(idpAccounts.userId, userId))
    .returning({ id: idpAccounts.id });
  if (account) {
    await tx
      .delete(idpModels)
      .where(
        and(
          inArray(idpModels.kind, SIGNED_IN_MODELS),
          sql`${idpModels.payload}->>'accountId' = ${account.id}`,
        ),
      );
  }
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
