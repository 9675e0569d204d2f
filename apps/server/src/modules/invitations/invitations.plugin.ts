// `app.inviter`: invitations with the configured mail delivery (SMTP or the outbox table).
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import { createInviter, invitationSettings, type Inviter } from './invitations.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    inviter: Inviter;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { smtpUrl, from } = config.mail;
    const mailer = smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer();
    app.decorate('inviter', createInviter(mailer, invitationSettings(config), app.log));
  },
  { name: 'invitations', dependencies: ['db'] },
);
