// Tables of the embedded OpenID provider (unused when an external Keycloak is configured).
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './organisations.ts';

/** A sign-in account of the embedded provider; its `id` is the token's `sub`. */
export const idpAccounts = pgTable('idp_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** scrypt hash (`scrypt$N$r$p$salt$hash`); null until the invited person sets a password. */
  passwordHash: text('password_hash'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** oidc-provider's models (Session, Grant, Interaction, AccessToken, ...), one row each. */
export const idpModels = pgTable(
  'idp_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('idp_models_grant_idx').on(t.grantId),
    index('idp_models_uid_idx').on(t.uid),
    index('idp_models_user_code_idx').on(t.userCode),
    index('idp_models_expires_idx').on(t.expiresAt),
  ],
);

/** Secrets generated once and shared by every instance: signing keys (JWKS), cookie keys. */
export const idpSecrets = pgTable('idp_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Counters for login rate limiting, shared by every instance (idp/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  /** Growing pauses only: no attempt under this key is checked before this time. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

/**
 * A single-use "forgot password" link of the embedded provider (`<issuer>/reset-password?token=`).
 * Only the SHA-256 of the token is stored; the token itself exists only in the mail.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or when another link of the same person was used first. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
