// STUB (owned by the IdP work): signing keys generated once and stored in idp_secrets.
import type { JWK } from 'jose';
import type { Db } from '../db/client.ts';

export interface SigningKeys {
  /** Private JWKS for oidc-provider's `jwks` option. */
  privateJwks: { keys: JWK[] };
  /** Public half, for the API's token verification (createLocalJWKSet) in embedded mode. */
  publicJwks: { keys: JWK[] };
}

export async function loadSigningKeys(_db: Db): Promise<SigningKeys> {
  throw new Error('not implemented yet');
}
