import type { Mailer } from './mailer.ts';
import { insertOutboxMessage } from './outbox.repository.ts';

export function createOutboxMailer(): Mailer {
  return {
    delivery: 'outbox',
    send: (db, message) => insertOutboxMessage(db, message),
  };
}
