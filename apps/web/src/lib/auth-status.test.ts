import { describe, expect, it } from 'vitest';
import { authStatus } from './auth-status';

describe('authStatus', () => {
  it('is loading initially, whatever else is known', () => {
    expect(authStatus({ isLoading: true })).toBe('loading');
    expect(authStatus({ isLoading: true, user: { expired: false } })).toBe('loading');
  });

  it('is authenticated only while the token has not expired', () => {
    expect(authStatus({ isLoading: false, user: { expired: false } })).toBe('authenticated');
    expect(authStatus({ isLoading: false, user: { expired: undefined } })).toBe('authenticated');
    expect(authStatus({ isLoading: false, user: { expired: true } })).toBe('unauthenticated');
  });

  it('is unauthenticated without a user', () => {
    expect(authStatus({ isLoading: false, user: null })).toBe('unauthenticated');
    expect(authStatus({ isLoading: false })).toBe('unauthenticated');
  });

  it('reports a stored error when there is no valid user', () => {
    const error = new Error('Sign-in failed');
    expect(authStatus({ isLoading: false, error })).toBe('error');
    expect(authStatus({ isLoading: false, user: { expired: true }, error })).toBe('error');
    expect(authStatus({ isLoading: false, user: { expired: false }, error })).toBe('authenticated');
  });
});
