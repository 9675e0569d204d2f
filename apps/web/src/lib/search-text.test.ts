import { describe, expect, it } from 'vitest';
import { searchText } from './search-text';

const any = () => true;

describe('searchText', () => {
  it('keeps text trimmed', () => {
    expect(searchText('  3b ', any)).toBe('3b');
  });

  it('reads a number-like value, which arrives as a number, as its text', () => {
    expect(searchText(42, any)).toBe('42');
  });

  it.each([undefined, null, true, {}, ['a'], '', '   '])('drops %j', (value) => {
    expect(searchText(value, any)).toBeUndefined();
  });

  it('drops text that does not fit, checking it trimmed', () => {
    const short = (text: string) => text.length <= 3;
    expect(searchText(' abc ', short)).toBe('abc');
    expect(searchText('abcd', short)).toBeUndefined();
  });
});
