import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  findUnsafeText,
  nameTextMessage,
  oneLineName,
  isSafeText,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  safeTextError,
  unsafeTextMessage,
} from './safe-text.ts';

describe('unsafeTextMessage', () => {
  it.each([
    ['plain text', 'Grundschule Nord', undefined],
    ['a surrogate pair (emoji)', 'Klasse 🎲', undefined],
    ['other control characters (checked elsewhere)', 'a\tb', undefined],
    ['a NUL', 'a\u0000b', NUL_MESSAGE],
    ['a lone high surrogate', 'a\ud800b', LONE_SURROGATE_MESSAGE],
    ['a lone low surrogate at the end', 'ab\udc00', LONE_SURROGATE_MESSAGE],
    ['a reversed pair', '\udc00\ud800', LONE_SURROGATE_MESSAGE],
  ])('%s', (_name, text, expected) => {
    expect(unsafeTextMessage(text)).toBe(expected);
    expect(isSafeText(text)).toBe(expected === undefined);
  });
});

describe('findUnsafeText', () => {
  it('finds nothing in clean values', () => {
    expect(findUnsafeText({ a: [1, 'x', { b: null, 'c/d': '🎲' }] })).toBeUndefined();
    expect(findUnsafeText('text')).toBeUndefined();
    expect(findUnsafeText(42)).toBeUndefined();
  });

  it('names the first unsafe value by its JSON pointer, escaping ~ and /', () => {
    expect(findUnsafeText({ a: { 'b/c~d': ['ok', 'x\u0000'] } }, '/body')).toEqual({
      path: '/body/a/b~1c~0d/1',
      message: NUL_MESSAGE,
    });
    expect(findUnsafeText(['\ud800'])).toEqual({ path: '/0', message: LONE_SURROGATE_MESSAGE });
    expect(findUnsafeText('\u0000', '/query/q')).toEqual({
      path: '/query/q',
      message: NUL_MESSAGE,
    });
  });

  it('checks keys, naming the key', () => {
    expect(findUnsafeText({ taskData: { 'x\u0000': 1 } })).toEqual({
      path: '/taskData/x\u0000',
      message: 'The key must not contain a NUL character (U+0000)',
    });
  });

  it('walks a 100,000-level nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)?.message).toBe(NUL_MESSAGE);
  });
});

describe('safeTextError', () => {
  it('gives zod text schemas the same message', () => {
    const schema = z.string().refine(isSafeText, safeTextError);
    expect(schema.safeParse('a\ud800').error?.issues[0]?.message).toBe(LONE_SURROGATE_MESSAGE);
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });
});

describe('nameTextMessage', () => {
  it('names control characters before the other unsafe text', () => {
    expect(nameTextMessage('Schule Nord')).toBeUndefined();
    expect(nameTextMessage('a\u0000b')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(nameTextMessage('a\u2028b')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(nameTextMessage('a\ud800b')).toBe(LONE_SURROGATE_MESSAGE);
  });
});

describe('oneLineName', () => {
  it('puts a stored name on one line, each run of control characters one space', () => {
    expect(oneLineName('Schule\r\n\r\nSecurity notice:\thttps://evil.example\n')).toBe(
      'Schule Security notice: https://evil.example',
    );
    expect(oneLineName('a\u202eb\u2029c\ud800')).toBe('a b c');
    expect(oneLineName('Klasse 🎲 می\u200cخواهم')).toBe('Klasse 🎲 می\u200cخواهم');
  });
});
