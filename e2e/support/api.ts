// Calls to the API as the signed-in user of a page: the app's own access token (kept in
// sessionStorage by oidc-client-ts), so that specs can create records without clicking through
// every form.
import type { Page } from '@playwright/test';

/**
 * Sends `body` as JSON to `/api{path}` and answers the parsed JSON (undefined for an empty body,
 * as a 204's); throws on a non-2xx.
 */
export async function apiRequest<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const { access_token: token } = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  if (result.status < 200 || result.status > 299) {
    throw new Error(`${method} /api${path} answered ${result.status}: ${result.text}`);
  }
  return (result.text === '' ? undefined : JSON.parse(result.text)) as T;
}
