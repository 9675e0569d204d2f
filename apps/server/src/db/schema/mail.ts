import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';

/**
 * Mails kept instead of sent when no SMTP_URL is configured (development, tests, demos); admins
 * read them through `GET /api/outbox`. Holds invitation and password reset links: production sets SMTP_URL.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_recipient_lower_idx').on(sql`lower(${t.recipient})`),
  ],
);
