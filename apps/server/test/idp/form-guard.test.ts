import { describe, expect, it } from 'vitest';
import { containsForbiddenCharacters, isFormContentType } from '../../src/idp/form-guard.ts';

describe('containsForbiddenCharacters', () => {
  it('finds NUL and lone surrogates in strings, keys, arrays and nested objects', () => {
    expect(containsForbiddenCharacters('a\u0000b')).toBe(true);
    expect(containsForbiddenCharacters('a\ud800b')).toBe(true);
    expect(containsForbiddenCharacters('\udc00')).toBe(true);
    expect(containsForbiddenCharacters('ends high \ud83d')).toBe(true);
    expect(containsForbiddenCharacters(['ok', 'x\u0000'])).toBe(true);
    expect(containsForbiddenCharacters({ 'key\u0000': 'ok' })).toBe(true);
    expect(containsForbiddenCharacters({ a: { b: ['\udfff'] } })).toBe(true);
  });

  it('accepts ordinary text, emoji (surrogate pairs), U+FFFD and non-strings', () => {
    expect(containsForbiddenCharacters('Jörg Müller-Łukasiewicz 😀 \ufffd')).toBe(false);
    expect(containsForbiddenCharacters({ email: 'a@b.c', list: ['x', 'y'] })).toBe(false);
    expect(containsForbiddenCharacters(undefined)).toBe(false);
    expect(containsForbiddenCharacters(42)).toBe(false);
  });
});

describe('isFormContentType', () => {
  it('accepts url-encoded forms with or without parameters, nothing else', () => {
    expect(isFormContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isFormContentType('Application/X-WWW-Form-Urlencoded; charset=UTF-8')).toBe(true);
    expect(isFormContentType('application/json')).toBe(false);
    expect(isFormContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isFormContentType(undefined)).toBe(false);
  });
});
