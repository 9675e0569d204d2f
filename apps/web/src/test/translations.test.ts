import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

const webRoot = path.resolve(__dirname, '../..');
const srcDir = path.join(webRoot, 'src');

type Json = { [key: string]: string | Json };

function loadLocale(lng: string): Json {
  return JSON.parse(
    fs.readFileSync(path.join(webRoot, `public/locales/${lng}/common.json`), 'utf8'),
  );
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

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && !entry.name.endsWith('.gen.ts') ? [full] : [];
  });
}

// t('key'), t("key"), i18nKey="key", and translation keys kept in data (`labelKey: 'nav.x'`).
const KEY_PATTERNS = [
  /\bt\(\s*['"]([^'"]+)['"]/g,
  /\bi18nKey=\{?\s*['"]([^'"]+)['"]/g,
  /\b\w*Key:\s*['"]([^'"]+)['"]/g,
];

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) if (match[1]) keys.add(match[1]);
    }
  }
  // Built from a template literal: t(`languages.${lng}`).
  for (const lng of SUPPORTED_LANGUAGES) keys.add(`languages.${lng}`);
  return keys;
}

const locales = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lng) => [lng, flatKeys(loadLocale(lng))]),
);

describe('translations', () => {
  const used = [...usedKeys()].sort();

  it('finds the keys used in the code', () => {
    expect(used).toContain('login.signIn');
    expect(used).toContain('nav.groups.admin');
  });

  it.each(SUPPORTED_LANGUAGES)('%s has every key the code uses', (lng) => {
    const missing = used.filter((key) => !locales[lng]?.has(key));
    expect(missing).toEqual([]);
  });

  it('en and de have the same keys', () => {
    expect([...(locales.de?.keys() ?? [])].sort()).toEqual([...(locales.en?.keys() ?? [])].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty texts', (lng) => {
    const empty = [...(locales[lng] ?? [])].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the exact texts of the specification in English', () => {
    const en = locales.en;
    expect(en?.get('login.headline')).toBe(
      'Transform cognitive assessment through game-based evaluation.',
    );
    expect(en?.get('login.members')).toBe(
      'Existing members can sign in below. Interested in joining?',
    );
    expect(en?.get('login.contact')).toBe('Contact our team');
    expect(en?.get('login.signIn')).toBe('Sign in');
    expect(en?.get('error.title')).toBe('Something went wrong 😩');
    expect(en?.get('error.reload')).toBe('Reload the app');
    expect(en?.get('home.unrecognised')).toBe('Unrecognised user type.');
  });
});
