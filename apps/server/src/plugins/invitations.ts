// `app.inviter`: invitations, sent through the app's mailer (SMTP or the outbox table).
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import {
  createInviter,
  invitationSettings,
  type Inviter,
} from '../invitations/invitations.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    inviter: Inviter;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('inviter', createInviter(app.mailer, invitationSettings(config), app.log));
  },
  { name: 'invitations', dependencies: ['db', 'mail'] },
);
