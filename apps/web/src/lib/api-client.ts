import { ApiError } from './api-error';
import { userManager } from './auth';
import { getFreshAccessToken } from './fresh-token';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised, or sent as is when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal | undefined;
};

type ApiClientDeps = {
  baseUrl: string;
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
};

/**
 * A fetch wrapper for the product API: adds the bearer token when someone is signed in, sends
 * JSON, and turns error answers into an ApiError (whose message the toasts show). Response
 * types come from packages/contract; the server validates its answers against the same schemas,
 * so the client does not parse them again (that would put zod into the first page load).
 */
export function createApiClient({ baseUrl, getToken, fetch: doFetch = fetch }: ApiClientDeps) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, signal } = options;
    const headers = new Headers({ Accept: 'application/json, application/problem+json' });
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let payload: BodyInit | null = null;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      signal: signal ?? null,
    });
    if (!response.ok) throw await ApiError.fromResponse(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
    post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
    patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
    delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
  };
}

export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => getFreshAccessToken(userManager),
});
