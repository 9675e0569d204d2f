import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../../src/modules/participants/accepts-gzip.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
