import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, requiredReference, timestampColumn } from './columns.ts';
import { users } from './organisations.ts';

/**
 * A download address of one export, asked for by a signed-in user and opened once by the
 * browser without its token. Only the ticket's SHA-256 is kept; opening it deletes the row.
 */
export const exportTickets = pgTable('export_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: requiredReference('user_id', () => users.id, 'cascade'),
  /** The file and the filters, as `POST /api/exports` received them. */
  request: jsonb('request').notNull(),
  /** The caller's scope when asking: `all` or a research institute's id. */
  scope: text('scope').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
  createdAt: createdAtColumn(),
});
