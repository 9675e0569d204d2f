import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

const webRoot = path.resolve(__dirname, '../..');

type Json = { [key: string]: string | Json };

const localesDir = path.join(webRoot, 'public/locales');

/** Namespaces are the JSON files of the fallback language: `common` plus one per feature. */
const NAMESPACES = fs
  .readdirSync(path.join(localesDir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

function loadNamespace(lng: string, ns: string): Json {
  const file = path.join(localesDir, lng, `${ns}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** 'a.b.c' for every string leaf. */
function flatKeys(json: Json, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(json)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [k, v] of flatKeys(value, full)) keys.set(k, v);
  }
  return keys;
}

/** Per language, every text as 'ns:key' -> text. */
const locales = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lng) => {
    const texts = new Map<string, string>();
    for (const ns of NAMESPACES) {
      for (const [key, text] of flatKeys(loadNamespace(lng, ns))) texts.set(`${ns}:${key}`, text);
    }
    return [lng, texts];
  }),
);

// The compiler checks every key the code uses against the English texts (src/i18next.d.ts);
// these tests check what it cannot: German has the same keys, and no text is empty.
describe('translations', () => {
  it('en and de have the same keys in every namespace', () => {
    expect([...(locales.de?.keys() ?? [])].sort()).toEqual([...(locales.en?.keys() ?? [])].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty texts', (lng) => {
    const empty = [...(locales[lng] ?? [])].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the exact texts of the specification in English', () => {
    const en = locales.en;
    expect(en?.get('common:login.headline')).toBe(
      'Transform cognitive assessment through game-based evaluation.',
    );
    expect(en?.get('common:login.members')).toBe(
      'Existing members can sign in below. Interested in joining?',
    );
    expect(en?.get('common:login.contact')).toBe('Contact our team');
    expect(en?.get('common:login.signIn')).toBe('Sign in');
    expect(en?.get('common:error.title')).toBe('Something went wrong 😩');
    expect(en?.get('common:error.reload')).toBe('Reload the app');
    expect(en?.get('common:home.unrecognised')).toBe('Unrecognised user type.');
  });
});
