// The outbox table: mails kept instead of sent (see mailer.ts).
import { desc, sql } from 'drizzle-orm';
import type { OutboxMessage } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

/** The newest mails are what a reader is after; older ones stay in the table. */
export const OUTBOX_PAGE_SIZE = 100;

export async function insertOutboxMessage(db: Db, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    link: message.link,
  });
}

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
