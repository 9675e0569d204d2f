// Outgoing mail: through SMTP when SMTP_URL is set, else kept in the outbox table (development,
// tests, demos), where admins read it through `GET /api/outbox`.
import type { Db } from '../../db/client.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the text contains (invitation, password reset), kept apart for the outbox; else null. */
  link: string | null;
}

export interface Mailer {
  readonly delivery: 'smtp' | 'outbox';
  /**
   * `db` is the caller's transaction: a kept mail commits with the invitation or not at all, and a
   * failed SMTP delivery (thrown as MailDeliveryError) rolls the invitation back.
   */
  send(db: Db, message: MailMessage): Promise<void>;
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('The mail could not be delivered to the SMTP server.', { cause });
    this.name = 'MailDeliveryError';
  }
}
