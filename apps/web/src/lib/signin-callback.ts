import { sanitizeRedirect } from './redirect';

/** Parameters the provider appends to the redirect URI; removed after the callback. */
const CALLBACK_PARAMS = ['code', 'iss', 'state', 'session_state'] as const;

/** The same-origin address (path, query, hash) of `href` without the callback parameters. */
export function cleanCallbackUrl(href: string): string {
  const url = new URL(href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  const hash = new URLSearchParams(url.hash.slice(1));
  const hadHashParams = CALLBACK_PARAMS.some((name) => hash.has(name));
  for (const name of CALLBACK_PARAMS) hash.delete(name);
  const hashText = hadHashParams ? hash.toString() : url.hash.slice(1);
  return `${url.pathname}${url.search}${hashText ? `#${hashText}` : ''}`;
}

/**
 * Where to go once the sign-in callback was processed: the `redirect` carried through the
 * sign-in state when it is a safe same-origin path, else the cleaned callback address.
 */
export function signinReturnPath(state: unknown, href: string): string {
  const redirect =
    typeof state === 'object' && state !== null && 'redirect' in state
      ? sanitizeRedirect(state.redirect)
      : '';
  return redirect || cleanCallbackUrl(href);
}
