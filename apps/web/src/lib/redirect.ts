/**
 * Rules for the `redirect` search parameter of /login. A redirect value comes
 * from the address bar, so it is untrusted: only a path on this origin may ever be followed.
 */

/**
 * Returns `value` when it is a same-origin path ("/r/schools?x=1"), otherwise ''.
 * Rejects protocol-relative ("//evil"), backslash tricks ("/\evil"), absolute URLs and
 * control characters that browsers strip before resolving.
 */
export function sanitizeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '';
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f]/.test(value)) return '';
  return value;
}

/**
 * The `redirect` value for a visitor sent to /login from `path` (and its `search`, `?a=1`): the
 * attempted path with trailing slashes removed and its search, or undefined (parameter omitted)
 * for the bare home page.
 */
export function loginRedirectParam(path: string, search = ''): string | undefined {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '' && search === '') return undefined;
  return `${trimmed || '/'}${search}`;
}
