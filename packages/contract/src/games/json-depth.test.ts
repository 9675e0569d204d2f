import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-depth.ts';

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepthExceeds('text', 0)).toBe(false);
    expect(jsonDepthExceeds({}, 1)).toBe(false);
    expect(jsonDepthExceeds({ a: [1] }, 1)).toBe(true);
    expect(jsonDepthExceeds({ a: [1] }, 2)).toBe(false);
  });

  it('walks 100,000 levels without recursion', () => {
    const n = 100_000;
    expect(jsonDepthExceeds(JSON.parse('['.repeat(n) + ']'.repeat(n)), 64)).toBe(true);
  });
});
