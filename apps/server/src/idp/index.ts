// STUB (owned by the IdP work): the embedded OpenID provider as a Fastify plugin,
// registered by app.ts only when config.oidc.embedded is true.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SigningKeys } from './keys.ts';

export interface IdpPluginOptions {
  config: Config;
  db: Db;
  keys: SigningKeys;
}

export const idpPlugin: FastifyPluginAsync<IdpPluginOptions> = async () => {};
