// The userinfo endpoint, answered by us rather than by oidc-provider: the provider's own accepts
// only access tokens meant for itself, while every token it issues is a JWT for the API (resource
// indicator). Like Keycloak's, this one accepts the app's access tokens: a bearer token in the
// Authorization header (GET or POST) or an `access_token` form field (POST, RFC 6750).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { InvalidTokenError, issuerKeySet, verifyAccessToken } from '../lib/access-token.ts';
import { accountClaims, findAccountById } from './accounts.ts';
import type { SigningKeys } from './keys.ts';

export const USERINFO_PATH = '/protocol/openid-connect/userinfo';

interface UserinfoOptions {
  config: Config;
  db: Db;
  keys: SigningKeys;
  mountPath: string;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
  if (match) return match[1];
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?.access_token === 'string' ? body.access_token : undefined;
}

/**
 * RFC 6750's refusal, in the shape Keycloak answers it; without any token, no error code (the
 * client did not try to authenticate).
 */
function refuse(reply: FastifyReply, realm: string, description: string, tokenGiven = true) {
  const challenge = `Bearer realm="${realm}"${tokenGiven ? ', error="invalid_token"' : ''}`;
  return reply
    .code(401)
    .header('cache-control', 'no-store')
    .header('www-authenticate', challenge)
    .send({
      error: tokenGiven ? 'invalid_token' : 'invalid_request',
      error_description: description,
    });
}

export function registerUserinfoRoute(
  app: FastifyInstance,
  { config, db, keys, mountPath }: UserinfoOptions,
) {
  const verifier = {
    keySet: issuerKeySet(config, keys),
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
  };
  const realm = config.oidc.realm;

  async function userinfo(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) return refuse(reply, realm, 'Missing bearer token', false);
    let subject;
    try {
      ({ subject } = await verifyAccessToken(token, verifier));
    } catch (error) {
      if (error instanceof InvalidTokenError)
        return refuse(reply, realm, 'Token verification failed');
      throw error;
    }
    const account = await findAccountById(db, subject);
    // An account erased since the token was issued.
    if (!account) return refuse(reply, realm, 'User not found');
    return reply
      .header('cache-control', 'no-store')
      .send({ sub: account.id, ...accountClaims(account, config.oidc.clientId) });
  }

  app.get(`${mountPath}${USERINFO_PATH}`, userinfo);
  app.post(`${mountPath}${USERINFO_PATH}`, userinfo);
}
