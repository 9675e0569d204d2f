import { describe, expect, it } from 'vitest';
import { parseLoginSearch } from './login-search';

describe('parseLoginSearch', () => {
  it('keeps a string redirect', () => {
    expect(parseLoginSearch({ redirect: '/admin' })).toEqual({ redirect: '/admin' });
  });

  it("defaults to '' when absent or not a string", () => {
    expect(parseLoginSearch({})).toEqual({ redirect: '' });
    expect(parseLoginSearch({ redirect: 42 })).toEqual({ redirect: '' });
    expect(parseLoginSearch({ redirect: ['/a', '/b'] })).toEqual({ redirect: '' });
  });
});
