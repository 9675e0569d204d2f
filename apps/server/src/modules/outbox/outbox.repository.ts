// Reading the outbox table: mails kept instead of sent (lib/mail/outbox-mailer.ts writes them).
import { desc, sql } from 'drizzle-orm';
import type { OutboxMessage } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** The newest mails are what a reader is after; older ones stay in the table. */
export const OUTBOX_PAGE_SIZE = 100;

/** Newest first; `to` keeps only mails to that address (case-insensitive). */
export async function listOutbox(
  db: Db,
  filter: { to?: string | undefined },
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(filter.to ? sql`lower(${mailOutbox.recipient}) = lower(${filter.to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  }));
}
