import { describe, expect, it } from 'vitest';
import { formatMilliseconds } from './result-format';

describe('formatMilliseconds', () => {
  it('shows whole milliseconds, rounding a median between two answers', () => {
    expect(formatMilliseconds(539.5, 'en')).toBe('540');
    expect(formatMilliseconds(539.4, 'en')).toBe('539');
    expect(formatMilliseconds(800, 'en')).toBe('800');
  });

  it("groups thousands as the reader's language does", () => {
    expect(formatMilliseconds(1235, 'en')).toBe('1,235');
    expect(formatMilliseconds(1234.5, 'de')).toBe('1.235');
    expect(formatMilliseconds(539.5, 'de')).toBe('540');
  });
});
