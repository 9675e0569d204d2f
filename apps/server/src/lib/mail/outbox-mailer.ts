// The mailer without an SMTP server: each mail becomes a row of the outbox table, in the caller's
// transaction, for admins to read through GET /api/outbox.
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

export function createOutboxMailer(): Mailer {
  return {
    delivery: 'outbox',
    send: async (db, message) => {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        link: message.link,
      });
    },
  };
}
