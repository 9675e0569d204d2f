import { describe, expect, it } from 'vitest';
import { loginRedirectParam, sanitizeRedirect } from './redirect';

describe('sanitizeRedirect', () => {
  it.each(['/', '/admin', '/r/schools/12', '/admin/schools?page=2#top'])(
    'keeps the path %s',
    (v) => {
      expect(sanitizeRedirect(v)).toBe(v);
    },
  );

  it.each([
    '',
    '//evil.example',
    '//evil.example/admin',
    '/\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'admin',
    ' /admin',
    '/\tadmin',
    '/admin\n',
  ])('rejects %j', (v) => {
    expect(sanitizeRedirect(v)).toBe('');
  });

  it('rejects non-strings', () => {
    expect(sanitizeRedirect(undefined)).toBe('');
    expect(sanitizeRedirect(42)).toBe('');
    expect(sanitizeRedirect(['/admin'])).toBe('');
  });
});

describe('loginRedirectParam', () => {
  it('removes trailing slashes from the attempted path', () => {
    expect(loginRedirectParam('/admin/schools/')).toBe('/admin/schools');
    expect(loginRedirectParam('/admin//')).toBe('/admin');
    expect(loginRedirectParam('/r')).toBe('/r');
  });

  it('keeps the search, so an invitation link survives the sign-in', () => {
    expect(loginRedirectParam('/invitations/accept', '?token=abc')).toBe(
      '/invitations/accept?token=abc',
    );
    expect(loginRedirectParam('/participants/', '?group=3b')).toBe('/participants?group=3b');
    expect(loginRedirectParam('/', '?x=1')).toBe('/?x=1');
  });

  it('is omitted for the bare home page', () => {
    expect(loginRedirectParam('/')).toBeUndefined();
    expect(loginRedirectParam('')).toBeUndefined();
    expect(loginRedirectParam('///')).toBeUndefined();
  });
});
