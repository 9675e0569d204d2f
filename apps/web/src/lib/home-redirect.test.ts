import { describe, expect, it } from 'vitest';
import { homeRedirect } from './home-redirect';

describe('homeRedirect', () => {
  it('sends a researcher to /r', () => {
    expect(homeRedirect(['researcher'])).toBe('/r');
  });

  it('sends an admin to /admin', () => {
    expect(homeRedirect(['admin'])).toBe('/admin');
  });

  it('sends a user with both roles to /admin, in either order', () => {
    expect(homeRedirect(['admin', 'researcher'])).toBe('/admin');
    expect(homeRedirect(['researcher', 'admin'])).toBe('/admin');
  });

  it('has no target for a user without a known role', () => {
    expect(homeRedirect([])).toBeUndefined();
  });
});
