import { foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, requiredReference, timestampColumn } from './columns.ts';
import { researchers, schoolStaff, users } from './organisations.ts';

/**
 * A single-use link of the embedded provider (`<issuer>/invitation?token=...`) to accept one
 * pending membership (a researcher row or a school staff row), setting name and password first
 * when the person has none. Only the SHA-256 of the token is stored; the token itself exists
 * only in the mail. A membership has at most one link: resending replaces it, revoking the
 * membership deletes it (cascade). Rows of neither kind are links of before pending memberships.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    userId: requiredReference('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** Set when the link was used, or when onboarding through another link made it obsolete. */
    usedAt: timestampColumn('used_at'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    /** The researcher membership the link accepts. */
    researcherId: integer('researcher_id').references(() => researchers.id, {
      onDelete: 'cascade',
    }),
    /** The school of the staff membership (school, user) the link accepts. */
    staffSchoolId: integer('staff_school_id'),
    /** When the invitee asked, from the expired link's page, for a new link (once per link). */
    renewalRequestedAt: timestampColumn('renewal_requested_at'),
  },
  (t) => [
    index('invitations_user_idx').on(t.userId),
    uniqueIndex('invitations_researcher_key').on(t.researcherId),
    uniqueIndex('invitations_staff_key').on(t.staffSchoolId, t.userId),
    foreignKey({
      name: 'invitations_staff_membership_fk',
      columns: [t.staffSchoolId, t.userId],
      foreignColumns: [schoolStaff.schoolId, schoolStaff.userId],
    }).onDelete('cascade'),
  ],
);
