// Bearer authentication: `app.authenticate` verifies the access token and sets `request.user`
// (our users row + the token's roles); `app.requireRole(...)` guards a route by role.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import type { Role } from '@cogniplay/contract';
import type { Config } from '../config.ts';
import { InvalidTokenError, verifyAccessToken } from '../lib/access-token.ts';
import { httpError, HttpProblem } from '../lib/http-problem.ts';
import { findUserByIdentity, linkOrCreateUser } from '../modules/users/users.repository.ts';

export interface AuthUser {
  /** users.id */
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: 401 unless the request carries a valid access token; sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Hook for routes behind `authenticate`: 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`, so only defined on authenticated routes. */
    user: AuthUser;
  }
}

export interface AuthPluginOptions {
  config: Config;
  /** The issuer's public keys (see `issuerKeySet`). */
  keySet: JWTVerifyGetKey;
}

const missingToken = () =>
  httpError.unauthorized('Sign in to continue: this request needs a bearer access token.');
const invalidToken = () =>
  httpError.unauthorized('The access token is invalid or has expired. Sign in again.', {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export default fp<AuthPluginOptions>(
  async (app, { config, keySet }) => {
    const { issuer, clientId } = config.oidc;
    app.decorateRequest('user', null as unknown as AuthUser);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw missingToken();

      let claims;
      try {
        claims = await verifyAccessToken(token, { keySet, issuer, clientId });
      } catch (error) {
        if (error instanceof InvalidTokenError) {
          request.log.info({ reason: error.message }, 'access token refused');
          throw invalidToken();
        }
        request.log.error({ err: error }, 'could not verify the access token');
        throw httpError.serviceUnavailable('The sign-in service cannot be reached right now.');
      }

      let user = await findUserByIdentity(app.db, issuer, claims.subject);
      if (!user) {
        // First call of this identity: link by a verified email, or create the user.
        if (!claims.email || !claims.emailVerified) throw invalidToken();
        user = await linkOrCreateUser(app.db, {
          issuer,
          subject: claims.subject,
          email: claims.email,
          firstName: claims.givenName,
          lastName: claims.familyName,
        });
        if (!user) {
          throw new HttpProblem(403, {
            detail: 'This email address is already linked to another sign-in.',
          });
        }
      }
      request.user = { ...user, roles: claims.roles };
    });

    app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async (request) => {
        if (!request.user) throw missingToken();
        if (!roles.some((role) => request.user.roles.includes(role))) throw httpError.forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
