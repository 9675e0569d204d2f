// Tables of the embedded OpenID provider (unused when an external Keycloak is configured).
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  idColumn,
  requiredReference,
  timestampColumn,
  updatedAtColumn,
} from './columns.ts';
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
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
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
    expiresAt: timestampColumn('expires_at'),
    consumedAt: timestampColumn('consumed_at'),
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
  createdAt: createdAtColumn(),
});

/** Counters of sign-in and play-code attempts, shared by every instance (db/delay-limiter.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestampColumn('reset_at').notNull(),
  /** Growing pauses only: no attempt under this key is checked before this time. */
  nextAttemptAt: timestampColumn('next_attempt_at'),
});

/**
 * A single-use "forgot password" link of the embedded provider (`<issuer>/reset-password?token=`).
 * Only the SHA-256 of the token is stored; the token itself exists only in the mail.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    userId: requiredReference('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** Set when the link was used, or when another link of the same person was used first. */
    usedAt: timestampColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
