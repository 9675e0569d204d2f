// The few calls of Keycloak's Admin REST API the app makes, as its service-account client
// (client credentials grant): find or create a user by email, grant or take back a client role,
// send the execute-actions mail, delete a user. Every call of one operation shares one deadline,
// so a slow or silent Keycloak costs a request at most `deadlineMs`.

export class KeycloakUnavailableError extends Error {
  /** Keycloak refused the service account itself (a wrong client id or secret, or its roles). */
  refusedCredentials = false;
}

export interface KeycloakAdminOptions {
  /** The realm's issuer, `https://auth.example.org/realms/cogniplay`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface KeycloakUser {
  id: string;
  email?: string;
  emailVerified?: boolean;
  requiredActions?: string[];
}

/** Where the realm's Admin API lives: `…/admin/realms/<realm>` beside `…/realms/<realm>`. */
export function adminBaseUrl(issuer: string): string | undefined {
  const match = /^(.*)\/realms\/([^/]+)\/?$/.exec(issuer);
  return match ? `${match[1]}/admin/realms/${match[2]}` : undefined;
}

interface CachedToken {
  value: string;
  /** Epoch milliseconds after which a new token is fetched. */
  renewAt: number;
}

export type KeycloakAdmin = ReturnType<typeof createKeycloakAdmin>;

export function createKeycloakAdmin(options: KeycloakAdminOptions) {
  const base = adminBaseUrl(options.issuer);
  if (!base) throw new Error('OIDC_ISSUER must end in /realms/<realm> to reach Keycloak');
  let token: CachedToken | undefined;

  async function fetchOrFail(url: string, init: RequestInit, signal: AbortSignal) {
    try {
      return await fetch(url, { ...init, signal });
    } catch (error) {
      throw new KeycloakUnavailableError(
        signal.aborted ? 'Keycloak did not answer in time' : 'Keycloak cannot be reached',
        { cause: error },
      );
    }
  }

  async function serviceToken(signal: AbortSignal): Promise<string> {
    if (token && token.renewAt > Date.now()) return token.value;
    const response = await fetchOrFail(
      `${options.issuer}/protocol/openid-connect/token`,
      {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
      },
      signal,
    );
    if (!response.ok) {
      const error = new KeycloakUnavailableError(
        `Keycloak refused the service account (KEYCLOAK_ADMIN_CLIENT_ID / _SECRET): ${response.status}`,
      );
      // 4xx: the client or its secret is wrong; 5xx: Keycloak itself fails.
      error.refusedCredentials = response.status < 500;
      throw error;
    }
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renewed half-way through its life, so a token never expires during a call.
    token = { value: body.access_token, renewAt: Date.now() + (body.expires_in * 1000) / 2 };
    return token.value;
  }

  /** One Admin API call; a 401 (token revoked early) gets one new token and one more try. */
  async function call(
    signal: AbortSignal,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchOrFail(
        `${base}${path}`,
        {
          method,
          headers: {
            authorization: `Bearer ${await serviceToken(signal)}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        signal,
      );
      if (response.status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      if (response.status >= 500 || response.status === 401 || response.status === 403) {
        // The path without its query: an actions mail's carries the invitation link.
        const error = new KeycloakUnavailableError(
          `Keycloak answered ${method} ${path.split('?')[0]} with ${response.status}`,
        );
        // The service account lacks the realm-management roles (or its token is refused).
        error.refusedCredentials = response.status < 500;
        throw error;
      }
      return response;
    }
  }

  async function json<T>(response: Response, what: string): Promise<T> {
    if (!response.ok)
      throw new KeycloakUnavailableError(`${what}: Keycloak answered ${response.status}`);
    return (await response.json()) as T;
  }

  const clientUuids = new Map<string, string>();

  async function clientUuid(signal: AbortSignal, clientId: string): Promise<string | undefined> {
    const known = clientUuids.get(clientId);
    if (known) return known;
    const clients = await json<{ id: string }[]>(
      await call(signal, 'GET', `/clients?clientId=${encodeURIComponent(clientId)}`),
      'client lookup',
    );
    const id = clients[0]?.id;
    if (id) clientUuids.set(clientId, id);
    return id;
  }

  async function clientRole(signal: AbortSignal, clientId: string, role: string) {
    const uuid = await clientUuid(signal, clientId);
    if (!uuid) throw new KeycloakUnavailableError(`Keycloak has no client ${clientId}`);
    const representation = await json<{ id: string; name: string }>(
      await call(signal, 'GET', `/clients/${uuid}/roles/${encodeURIComponent(role)}`),
      'role lookup',
    );
    return { uuid, representation };
  }

  return {
    /** A deadline for one operation's calls. */
    deadline: (ms: number) => AbortSignal.timeout(ms),

    /** Answers when the service account can sign in and the client exists (start-up check). */
    async checkClient(signal: AbortSignal, clientId: string): Promise<boolean> {
      return (await clientUuid(signal, clientId)) !== undefined;
    },

    async findUserByEmail(signal: AbortSignal, email: string): Promise<KeycloakUser | undefined> {
      const found = await json<KeycloakUser[]>(
        await call(signal, 'GET', `/users?email=${encodeURIComponent(email)}&exact=true`),
        'user lookup',
      );
      return found.find((user) => user.email?.toLowerCase() === email.toLowerCase());
    },

    /** A new, enabled user named by its email; undefined when one with that email exists (409). */
    async createUser(
      signal: AbortSignal,
      email: string,
      requiredActions: string[],
    ): Promise<string | undefined> {
      const response = await call(signal, 'POST', '/users', {
        username: email,
        email,
        enabled: true,
        emailVerified: false,
        requiredActions,
      });
      if (response.status === 409) return undefined;
      if (response.status !== 201) {
        throw new KeycloakUnavailableError(`user creation: Keycloak answered ${response.status}`);
      }
      const id = response.headers.get('location')?.split('/').pop();
      if (!id) throw new KeycloakUnavailableError('user creation: Keycloak named no user');
      return id;
    },

    async deleteUser(signal: AbortSignal, userId: string): Promise<void> {
      const response = await call(signal, 'DELETE', `/users/${userId}`);
      if (!response.ok && response.status !== 404) {
        throw new KeycloakUnavailableError(`user deletion: Keycloak answered ${response.status}`);
      }
    },

    /** Grants the user a role of `clientId` (granting a held role changes nothing). */
    async grantClientRole(
      signal: AbortSignal,
      userId: string,
      clientId: string,
      role: string,
    ): Promise<void> {
      const { uuid, representation } = await clientRole(signal, clientId, role);
      const response = await call(
        signal,
        'POST',
        `/users/${userId}/role-mappings/clients/${uuid}`,
        [representation],
      );
      if (!response.ok) {
        throw new KeycloakUnavailableError(`role mapping: Keycloak answered ${response.status}`);
      }
    },

    /** Keycloak's own mail with a link that runs `actions`, then leads to `redirectUri`. */
    async sendActionsMail(
      signal: AbortSignal,
      userId: string,
      mail: { actions: string[]; clientId: string; redirectUri: string; lifespanSeconds: number },
    ): Promise<void> {
      const query = new URLSearchParams({
        client_id: mail.clientId,
        redirect_uri: mail.redirectUri,
        lifespan: String(mail.lifespanSeconds),
      });
      const response = await call(
        signal,
        'PUT',
        `/users/${userId}/execute-actions-email?${query}`,
        mail.actions,
      );
      if (!response.ok) {
        throw new KeycloakUnavailableError(`actions mail: Keycloak answered ${response.status}`);
      }
    },
  };
}
