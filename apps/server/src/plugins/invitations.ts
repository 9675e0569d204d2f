// `app.inviter`: invitations, sent through the app's mailer (SMTP or the outbox table), with the
// sign-in accounts of the embedded provider or of Keycloak (through its Admin API).
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createKeycloakAdmin } from '../identity/keycloak-admin.ts';
import { keycloakAccounts } from '../identity/keycloak-accounts.ts';
import { embeddedAccounts } from '../identity/sign-in-accounts.ts';
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
    const { admin, issuer, clientId } = config.oidc;
    const accounts = admin
      ? keycloakAccounts(createKeycloakAdmin({ issuer, ...admin }), { clientId, log: app.log })
      : embeddedAccounts;
    app.decorate(
      'inviter',
      createInviter(app.mailer, accounts, invitationSettings(config), app.log),
    );
  },
  { name: 'invitations', dependencies: ['db', 'mail'] },
);
