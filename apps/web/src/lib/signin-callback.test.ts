import { describe, expect, it } from 'vitest';
import { cleanCallbackUrl, signinReturnPath } from './signin-callback';

const origin = 'https://app.example';

describe('cleanCallbackUrl', () => {
  it('removes code, iss, state and session_state from the query', () => {
    const href = `${origin}/?code=abc&iss=https%3A%2F%2Fidp&state=xyz&session_state=s1&lng=de`;
    expect(cleanCallbackUrl(href)).toBe('/?lng=de');
  });

  it('removes them from a fragment response as well', () => {
    expect(cleanCallbackUrl(`${origin}/#code=abc&state=xyz`)).toBe('/');
  });

  it('keeps an ordinary fragment untouched', () => {
    expect(cleanCallbackUrl(`${origin}/r?code=1#section-2`)).toBe('/r#section-2');
  });
});

describe('signinReturnPath', () => {
  const callback = `${origin}/?code=abc&state=xyz`;

  it('follows a same-origin redirect carried in the sign-in state', () => {
    expect(signinReturnPath({ redirect: '/admin/schools' }, callback)).toBe('/admin/schools');
  });

  it('never follows a redirect to another origin', () => {
    expect(signinReturnPath({ redirect: '//evil.example' }, callback)).toBe('/');
    expect(signinReturnPath({ redirect: 'https://evil.example' }, callback)).toBe('/');
  });

  it('falls back to the cleaned callback address without state', () => {
    expect(signinReturnPath(undefined, callback)).toBe('/');
    expect(signinReturnPath({ redirect: '' }, callback)).toBe('/');
  });
});
