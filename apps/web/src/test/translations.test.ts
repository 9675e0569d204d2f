import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

const webRoot = path.resolve(__dirname, '../..');
const srcDir = path.join(webRoot, 'src');

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
// A file's namespace is the one it passes to useTranslation('ns'); 'ns:key' names another.
const NAMESPACE_PATTERN = /\buseTranslation\(\s*['"]([^'"]+)['"]/;

/** Every used key as 'ns:key'. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const fileNamespace = NAMESPACE_PATTERN.exec(text)?.[1] ?? 'common';
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1];
        if (key) keys.add(key.includes(':') ? key : `${fileNamespace}:${key}`);
      }
    }
  }
  // Built from a template literal: t(`languages.${lng}`).
  for (const lng of SUPPORTED_LANGUAGES) keys.add(`common:languages.${lng}`);
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

describe('translations', () => {
  const used = [...usedKeys()].sort();

  it('finds the keys used in the code', () => {
    expect(used).toContain('common:login.signIn');
    expect(used).toContain('common:nav.groups.admin');
  });

  it.each(SUPPORTED_LANGUAGES)('%s has every key the code uses', (lng) => {
    // A plural key (t('members', { count })) exists as 'members_one', 'members_other', ...
    const missing = used.filter(
      (key) => !locales[lng]?.has(key) && !locales[lng]?.has(`${key}_other`),
    );
    expect(missing).toEqual([]);
  });

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
