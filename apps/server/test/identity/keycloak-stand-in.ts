// A local HTTP stand-in for the parts of Keycloak the app talks to, answering with the shapes of
// Keycloak's documentation: the realm's certs and token endpoint (client credentials) and the
// Admin REST API's users, client roles, role mappings and execute-actions mail. A test can make
// the next matching call fail with a status, or hang (never answer).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const REALM = 'research';
export const ADMIN_CLIENT = { id: 'cogniplay-admin', secret: 'stand-in-secret' };

export interface StandInUser {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  enabled: boolean;
  requiredActions: string[];
  clientRoles: Set<string>;
}

export interface ActionsMail {
  userId: string;
  actions: string[];
  clientId: string;
  redirectUri: string;
  lifespan: number;
}

/** A status (with a stand-in error body), a whole answer, or no answer at all. */
export type FailureAnswer = number | 'hang' | { status: number; body: unknown };
type Failure = { method: string; path: RegExp; answer: FailureAnswer };

export interface KeycloakStandIn {
  issuer: string;
  /** The public client whose roles the app reads (OIDC_CLIENT_ID). */
  clientId: string;
  users: Map<string, StandInUser>;
  mails: ActionsMail[];
  /** Every Admin API call, as `METHOD /path` (without the query). */
  calls: string[];
  /** The next call of `method` whose path matches fails with `answer`. */
  failNext(method: string, path: RegExp, answer: FailureAnswer): void;
  /** A user made by hand, by default one who has set up the account (verified, no actions). */
  addUser(email: string, overrides?: Partial<StandInUser>): StandInUser;
  userByEmail(email: string): StandInUser | undefined;
  /** An access token of this realm for the public client. */
  accessToken(claims?: Record<string, unknown>): Promise<string>;
  reset(): void;
  close(): Promise<void>;
}

const ROLES = ['admin', 'researcher'];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function send(res: ServerResponse, status: number, body?: unknown, headers = {}) {
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startKeycloakStandIn(clientId = 'cogniplay-prod'): Promise<KeycloakStandIn> {
  const pair = await generateKeyPair('RS256');
  const privateKey: CryptoKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'kc-1', alg: 'RS256', use: 'sig' };
  const clientUuid = randomUUID();
  const roleIds = new Map(ROLES.map((role) => [role, randomUUID()]));
  const users = new Map<string, StandInUser>();
  const mails: ActionsMail[] = [];
  const calls: string[] = [];
  let failures: Failure[] = [];
  const serviceTokens = new Set<string>();
  const hanging = new Set<ServerResponse>();

  function representation(user: StandInUser) {
    const { clientRoles: _roles, ...rest } = user;
    return { ...rest, createdTimestamp: Date.now(), totp: false };
  }

  async function admin(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !serviceTokens.has(token))
      return send(res, 401, { error: 'HTTP 401 Unauthorized' });
    const method = req.method ?? 'GET';
    let match: RegExpExecArray | null;

    if (method === 'GET' && path === '/users') {
      const email = url.searchParams.get('email')?.toLowerCase();
      return send(
        res,
        200,
        [...users.values()].filter((u) => u.email === email).map(representation),
      );
    }
    if (method === 'POST' && path === '/users') {
      const body = JSON.parse(await readBody(req)) as Partial<StandInUser>;
      const email = body.email?.toLowerCase() ?? '';
      if ([...users.values()].some((u) => u.email === email)) {
        return send(res, 409, { errorMessage: 'User exists with same email' });
      }
      const user: StandInUser = {
        id: randomUUID(),
        username: body.username ?? email,
        email,
        emailVerified: body.emailVerified ?? false,
        enabled: body.enabled ?? false,
        requiredActions: body.requiredActions ?? [],
        clientRoles: new Set(),
      };
      users.set(user.id, user);
      return send(res, 201, undefined, {
        location: `${url.origin}/admin/realms/${REALM}/users/${user.id}`,
      });
    }
    if ((match = /^\/users\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      return users.delete(match[1]!) ? send(res, 204) : send(res, 404, { error: 'User not found' });
    }
    if (method === 'GET' && path === '/clients') {
      const wanted = url.searchParams.get('clientId');
      return send(res, 200, wanted === clientId ? [{ id: clientUuid, clientId }] : []);
    }
    if ((match = /^\/clients\/([^/]+)\/roles\/([^/]+)$/.exec(path)) && method === 'GET') {
      const id = roleIds.get(match[2]!);
      if (match[1] !== clientUuid || !id) return send(res, 404, { error: 'Could not find role' });
      return send(res, 200, { id, name: match[2], clientRole: true, containerId: clientUuid });
    }
    if ((match = /^\/users\/([^/]+)\/role-mappings\/clients\/([^/]+)$/.exec(path))) {
      const user = users.get(match[1]!);
      if (!user || match[2] !== clientUuid) return send(res, 404, { error: 'User not found' });
      if (method === 'GET') {
        return send(
          res,
          200,
          [...user.clientRoles].map((name) => ({ id: roleIds.get(name), name })),
        );
      }
      const roles = JSON.parse(await readBody(req)) as { name: string }[];
      for (const role of roles) {
        if (method === 'POST') user.clientRoles.add(role.name);
        if (method === 'DELETE') user.clientRoles.delete(role.name);
      }
      return send(res, 204);
    }
    if ((match = /^\/users\/([^/]+)\/execute-actions-email$/.exec(path)) && method === 'PUT') {
      const user = users.get(match[1]!);
      if (!user) return send(res, 404, { error: 'User not found' });
      mails.push({
        userId: user.id,
        actions: JSON.parse(await readBody(req)) as string[],
        clientId: url.searchParams.get('client_id') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        lifespan: Number(url.searchParams.get('lifespan')),
      });
      return send(res, 204);
    }
    return send(res, 404, { error: 'RESTEASY003210: Could not find resource' });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const adminPrefix = `/admin/realms/${REALM}`;
      const isAdmin = url.pathname.startsWith(adminPrefix);
      const path = isAdmin ? url.pathname.slice(adminPrefix.length) : url.pathname;
      if (isAdmin) calls.push(`${method} ${path}`);
      const failure = failures.find((f) => f.method === method && f.path.test(url.pathname));
      if (failure) {
        failures = failures.filter((f) => f !== failure);
        if (failure.answer === 'hang') {
          hanging.add(res);
          return;
        }
        if (typeof failure.answer === 'object') {
          return send(res, failure.answer.status, failure.answer.body);
        }
        return send(res, failure.answer, { error: 'stand-in failure' });
      }
      if (url.pathname === `/realms/${REALM}/protocol/openid-connect/certs`) {
        return send(res, 200, { keys: [jwk] });
      }
      if (url.pathname === `/realms/${REALM}/.well-known/openid-configuration`) {
        return send(res, 200, { issuer: standIn.issuer });
      }
      if (url.pathname === `/realms/${REALM}/protocol/openid-connect/token` && method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== ADMIN_CLIENT.id ||
          form.get('client_secret') !== ADMIN_CLIENT.secret
        ) {
          return send(res, 401, {
            error: 'unauthorized_client',
            error_description: 'Invalid client or Invalid client credentials',
          });
        }
        const token = randomUUID();
        serviceTokens.add(token);
        return send(res, 200, { access_token: token, expires_in: 300, token_type: 'Bearer' });
      }
      if (isAdmin) return admin(req, res, path, url);
      return send(res, 404, { error: 'Not found' });
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: KeycloakStandIn = {
    issuer: `${origin}/realms/${REALM}`,
    clientId,
    users,
    mails,
    calls,
    failNext(method, path, answer) {
      failures.push({ method, path, answer });
    },
    addUser(email, overrides = {}) {
      const user: StandInUser = {
        id: randomUUID(),
        username: email,
        email,
        emailVerified: true,
        enabled: true,
        requiredActions: [],
        clientRoles: new Set(),
        ...overrides,
      };
      users.set(user.id, user);
      return user;
    },
    userByEmail: (email) => [...users.values()].find((u) => u.email === email.toLowerCase()),
    accessToken(claims = {}) {
      return new SignJWT({
        iss: standIn.issuer,
        sub: 'kc-admin',
        aud: 'account',
        azp: clientId,
        typ: 'Bearer',
        email: 'kim@example.org',
        email_verified: true,
        given_name: 'Kim',
        family_name: 'Keycloak',
        resource_access: { [clientId]: { roles: ['admin'] } },
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'kc-1' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    },
    reset() {
      users.clear();
      mails.length = 0;
      calls.length = 0;
      failures = [];
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return standIn;
}

/** The app's settings for this stand-in. */
export function keycloakEnv(standIn: KeycloakStandIn): Record<string, string> {
  return {
    OIDC_ISSUER: standIn.issuer,
    OIDC_CLIENT_ID: standIn.clientId,
    KEYCLOAK_ADMIN_CLIENT_ID: ADMIN_CLIENT.id,
    KEYCLOAK_ADMIN_CLIENT_SECRET: ADMIN_CLIENT.secret,
  };
}
