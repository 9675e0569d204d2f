import { describe, expect, it } from 'vitest';
import { parseInstanceId } from './instance-id';

describe('parseInstanceId', () => {
  it('reads positive integers', () => {
    expect(parseInstanceId('1')).toBe(1);
    expect(parseInstanceId('4711')).toBe(4711);
  });

  it('refuses anything else', () => {
    for (const param of ['0', '-1', '1.5', 'abc', '01', '', '1e3', '99999999999999999']) {
      expect(parseInstanceId(param)).toBeUndefined();
    }
  });
});
