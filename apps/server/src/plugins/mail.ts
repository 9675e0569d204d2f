// `app.mailer`: the process's one way to send mail, chosen once from the configuration: SMTP when
// SMTP_URL is set, else the outbox table. Invitations and the embedded provider's password
// resets both send through it.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import { createOutboxMailer } from '../lib/mail/outbox-mailer.ts';
import { createSmtpMailer } from '../lib/mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { smtpUrl, from } = config.mail;
    app.decorate('mailer', smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer());
  },
  { name: 'mail' },
);
