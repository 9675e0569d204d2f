// The embedded OpenID provider as a Fastify plugin under `/realms/<realm>`, registered by app.ts
// only when config.oidc.embedded is true (no external OIDC_ISSUER): nothing here runs otherwise.
import accepts from '@fastify/accepts';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { ONBOARDING_PATH } from '../invitations/invitation-token.ts';
import type { Db } from '../db/client.ts';
import { registerAssets } from './assets.ts';
import { registerFormGuard } from './form-guard.ts';
import { registerInteractionRoutes } from './interactions.ts';
import { registerInvitationRoutes } from './invitation-routes.ts';
import type { SigningKeys } from './keys.ts';
import { mountProvider } from './mount.ts';
import {
  FORGOT_PASSWORD_PATH,
  registerPasswordResetRoutes,
  RESET_PASSWORD_PATH,
} from './password-reset-routes.ts';
import { createProvider } from './provider.ts';
import { registerUserinfoRoute, USERINFO_PATH } from './userinfo.ts';

export interface IdpPluginOptions {
  config: Config;
  db: Db;
  keys: SigningKeys;
}

/**
 * Encapsulated on purpose: middie, the form parser, the cookie and Accept-Language parsers and the
 * HTML error handler stay in here.
 */
export const idpPlugin: FastifyPluginAsync<IdpPluginOptions> = async (
  app,
  { config, db, keys },
) => {
  const mountPath = `/realms/${config.oidc.realm}`;
  const provider = createProvider({ config, db, keys, mountPath });
  // Our pages read the language cookie and Accept-Language with these; the provider keeps its
  // own (signed) cookies, which it reads and writes on the raw request itself.
  await app.register(cookie);
  await app.register(accepts);
  await registerFormGuard(app, { mountPath, homeUrl: `${config.publicUrl}/` });
  await mountProvider(app, {
    provider,
    mountPath,
    ownPrefixes: [
      '/login/',
      '/assets/',
      ONBOARDING_PATH,
      FORGOT_PASSWORD_PATH,
      RESET_PASSWORD_PATH,
      USERINFO_PATH,
    ],
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  });
  await registerInteractionRoutes(app, { provider, config, db, mountPath });
  registerInvitationRoutes(app, { config, db, mountPath });
  registerPasswordResetRoutes(app, { config, db, mailer: app.mailer, mountPath });
  registerUserinfoRoute(app, { config, db, keys, mountPath });
  registerAssets(app, mountPath);
};
