// Bearer authentication: `app.authenticate` verifies the access token and sets `request.user`
// (our users row, the token's roles, the research institute and schools the user belongs to: the viewer
// the tenant policy decides from, identity/access-policy.ts); `app.requireRole(...)` guards a
// route by role. A verified token and its viewer are kept (lib/token-cache.ts): a page's many
// API calls with the same token pay for the signature check and the lookups once.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import type { ResearcherContext, Role, SchoolMembership } from '@cogniplay/contract';
import type { Config } from '../config.ts';
import { InvalidTokenError, verifyAccessToken } from '../lib/access-token.ts';
import { httpError, HttpProblem } from '../lib/http-problem.ts';
import { TokenCache } from '../lib/token-cache.ts';
import {
  findResearcherContext,
  findSchoolMemberships,
  findUserByIdentity,
} from '../identity/users.repository.ts';
import { linkOrCreateUser } from '../identity/users.service.ts';

/** Shared by every request of the same token: read it, never change it. */
export interface AuthUser {
  /** users.id */
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly Role[];
  /** The institute whose researcher invitation the user accepted; null for none. */
  readonly researcherContext: Readonly<ResearcherContext> | null;
  /** The schools whose staff invitation the user accepted, with their roles there. */
  readonly schoolMemberships: readonly Readonly<SchoolMembership>[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: 401 unless the request carries a valid access token; sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Hook for routes behind `authenticate`: 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** As `requireRole`, but staff of a school (with no role) pass too: the school routes. */
    requireRoleOrSchoolStaff: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** Drops the kept viewers of a user whose memberships changed: their next request looks again. */
    forgetSignedInUser: (userId: number) => void;
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

/** Enough for every user signed in at once; an evicted token is only verified again. */
const MAX_CACHED_TOKENS = 5000;
/** How soon a change made to a user outside the app (names, deletion) reaches a live token. */
const MAX_USER_AGE_MS = 60_000;

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
    const signedIn = new TokenCache<AuthUser>({
      maxEntries: MAX_CACHED_TOKENS,
      maxAgeMs: MAX_USER_AGE_MS,
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw missingToken();
      const cached = signedIn.get(token);
      if (cached) {
        request.user = cached;
        return;
      }

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
        if (!claims.email) {
          throw new HttpProblem(403, {
            detail:
              'Your sign-in account has no email address, which Cogniplay needs to know you. ' +
              'Ask an administrator of the sign-in service to add it, then sign in again.',
          });
        }
        if (!claims.emailVerified) {
          throw new HttpProblem(403, {
            detail:
              'Your email address is not verified yet. Open the verification mail of the ' +
              'sign-in service (or ask an administrator to verify the address), then sign in again.',
          });
        }
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
      const [context, memberships] = await Promise.all([
        findResearcherContext(app.db, user.id),
        findSchoolMemberships(app.db, user.id),
      ]);
      request.user = Object.freeze({
        ...user,
        roles: Object.freeze(claims.roles),
        researcherContext: context && Object.freeze(context),
        schoolMemberships: Object.freeze(memberships.map((m) => Object.freeze(m))),
      });
      signedIn.set(token, request.user, claims.expiresAt);
    });

    app.decorate('forgetSignedInUser', (userId: number) => {
      signedIn.deleteWhere((user) => user.id === userId);
    });

    const holdsRole = (user: AuthUser, roles: Role[]) =>
      roles.some((role) => user.roles.includes(role));
    // Both run only behind `authenticate` (api.ts applies it to every /api route): the user is set.
    app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async (request) => {
        if (!holdsRole(request.user, roles)) throw httpError.forbidden();
      };
    });
    app.decorate('requireRoleOrSchoolStaff', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async ({ user }) => {
        if (!holdsRole(user, roles) && user.schoolMemberships.length === 0) {
          throw httpError.forbidden();
        }
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
