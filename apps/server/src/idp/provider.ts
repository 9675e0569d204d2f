// Configuration of the embedded oidc-provider: one public SPA client, authorization code + PKCE
// (S256), rotating refresh tokens, RP-initiated logout, revocation, and JWT access tokens shaped
// like Keycloak's (typ Bearer, azp, resource_access[clientId].roles, profile claims).
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import { SILENT_SIGNIN_PAGE } from '../plugins/security.ts';
import type { Db } from '../db/client.ts';
import { accountClaims, findAccountById } from './accounts.ts';
import { createAdapterFactory } from './adapter.ts';
import type { SigningKeys } from './keys.ts';
import { providerPages } from './pages.ts';

/** OIDC scopes the client may request; every one is granted (first-party client). */
const OIDC_SCOPES = 'openid profile email';

// Lifetimes in seconds, close to Keycloak's defaults: short access tokens, a session (and the
// refresh tokens bound to it) that lasts a working day after the last sign-in activity.
export const TTL = {
  AccessToken: 5 * 60,
  IdToken: 5 * 60,
  AuthorizationCode: 60,
  Interaction: 30 * 60,
  Session: 10 * 60 * 60,
  Grant: 10 * 60 * 60,
  RefreshToken: 10 * 60 * 60,
} as const;

export interface ProviderOptions {
  config: Config;
  db: Db;
  keys: SigningKeys;
  /** Path the provider is mounted at (`/realms/<realm>`), the issuer's path. */
  mountPath: string;
}

/** The resource indicator of our API: every access token is a JWT for it. */
export function apiResource(config: Config): string {
  return `${config.publicUrl}/api`;
}

export function createProvider({ config, db, keys, mountPath }: ProviderOptions): Provider {
  const { clientId } = config.oidc;
  const siteOrigin = new URL(config.publicUrl).origin;
  const resource = apiResource(config);
  const pages = providerPages(mountPath, `${config.publicUrl}/`);

  async function findAccount(_ctx: KoaContextWithOIDC, sub: string) {
    const account = await findAccountById(db, sub);
    if (!account) return undefined;
    return {
      accountId: account.id,
      // `typ` as in Keycloak's ID tokens; the claim map below lists it under `openid`.
      claims: (use: string) => ({
        sub: account.id,
        ...(use === 'id_token' ? { typ: 'ID' } : {}),
        ...accountClaims(account, clientId),
      }),
    };
  }

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: keys.privateJwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys, long: { signed: true }, short: { signed: true } },
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The SPA signs in and out at the site origin, with or without the trailing slash; a
        // silent sign-in (prompt=none, in a hidden frame) returns to its own small page.
        redirect_uris: [
          config.publicUrl,
          `${config.publicUrl}/`,
          `${config.publicUrl}${SILENT_SIGNIN_PAGE}`,
        ],
        post_logout_redirect_uris: [config.publicUrl, `${config.publicUrl}/`],
      },
    ],
    findAccount,
    claims: {
      openid: ['sub', 'typ'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'resource_access'],
    },
    scopes: ['openid'],
    // Names and roles belong in the ID token too (Keycloak's mappers put them there).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === siteOrigin,
    interactions: { url: (_ctx, interaction) => `${mountPath}/login/${interaction.uid}` },
    // Our only client is first-party: consent is implied. The session's grant (or a new one)
    // always covers every scope the client may ask for, so no consent prompt is ever shown.
    async loadExistingGrant(ctx) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await provider.Grant.find(grantId) : undefined) ??
        new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(resource, OIDC_SCOPES);
      await grant.save();
      return grant;
    },
    // Keycloak issues refresh tokens without offline_access; they still end with the session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async extraTokenClaims(_ctx, token) {
      // Client-credentials tokens have no account; our client cannot get them, but the type allows it.
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      return { typ: 'Bearer', azp: token.clientId, ...accountClaims(account, clientId) };
    },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens; others are ignored without telling (RFC 7009).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      // Advertised in discovery; answered by our own route (userinfo.ts), which accepts the
      // API access tokens that the provider's userinfo refuses.
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: OIDC_SCOPES,
            audience: resource,
            accessTokenFormat: 'jwt',
            accessTokenTTL: TTL.AccessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: pages.renderError,
    // Keycloak's endpoint paths, so the SPA and API work unchanged against a real Keycloak.
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      jwks: '/protocol/openid-connect/certs',
      userinfo: '/protocol/openid-connect/userinfo',
      end_session: '/protocol/openid-connect/logout',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    ttl: { ...TTL },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // mount.ts sets Host and X-Forwarded-Proto from PUBLIC_URL on every request, so the URLs and the
  // cookies' Secure flag follow PUBLIC_URL, whatever the client sent.
  provider.proxy = true;
  return provider;
}
