// The provider's pages look like the app: its font, and the app's German headline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import de from '../../src/idp/locales/de.json' with { type: 'json' };
import en from '../../src/idp/locales/en.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const read = (path: string | URL) => readFileSync(path, 'utf8');
const normalise = (value: string) => value.replace(/\s+/g, ' ').replaceAll('"', "'").trim();

describe('provider pages', () => {
  it("use the app's font: Tailwind's font-sans, which the web app does not override", () => {
    const theme = read(require.resolve('tailwindcss/theme.css'));
    const fontSans = /--font-sans:([^;]+);/.exec(theme)?.[1];
    const css = read(new URL('../../src/idp/assets/login.css', import.meta.url));
    const body = /body \{[^}]*font-family:([^;]+);/.exec(css)?.[1];
    expect(fontSans).toBeDefined();
    expect(normalise(body ?? '')).toBe(normalise(fontSans!));
    const web = read(new URL('../../../web/src/styles.css', import.meta.url));
    expect(web).not.toMatch(/--font-sans|font-family|@font-face/);
    // Nothing is loaded from elsewhere.
    expect(css).not.toMatch(/@import|@font-face|url\(/);
  });

  it("use the app's headline in both languages", () => {
    const app = (lng: string) =>
      (
        JSON.parse(read(new URL(`../../../web/public/locales/${lng}/common.json`, import.meta.url)))
          .login as { headline: string }
      ).headline;
    expect(de.headline).toBe('Kognitive Diagnostik neu gedacht – durch spielbasierte Erhebung.');
    expect(de.headline).toBe(app('de'));
    expect(en.headline).toBe(app('en'));
  });
});
