/**
 * The only module that reads build-time (`import.meta.env`) or serve-time configuration.
 * In production the server fills the `cogniplay-*` meta tags of index.html; in development
 * they stay empty and the VITE_* variables or the local defaults apply.
 */
function meta(name: string): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : undefined;
}

export const env = {
  oidcAuthority:
    meta('cogniplay-oidc-authority') ??
    import.meta.env.VITE_OIDC_AUTHORITY ??
    `${window.location.origin}/realms/cogniplay`,
  oidcClientId:
    meta('cogniplay-oidc-client-id') ?? import.meta.env.VITE_OIDC_CLIENT_ID ?? 'cogniplay-web',
  contactEmail:
    meta('cogniplay-contact-email') ??
    import.meta.env.VITE_CONTACT_EMAIL ??
    'team@cogniplay.example',
  /** A production build (the play page's service worker is built only there). */
  production: import.meta.env.PROD,
} as const;
