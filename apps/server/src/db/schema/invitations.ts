import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './organisations.ts';

/**
 * A single-use onboarding link of the embedded provider (`/realms/<realm>/invitation/<token>`).
 * Only the SHA-256 of the token is stored; the token itself exists only in the mail.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or when onboarding through another link made it obsolete. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);
