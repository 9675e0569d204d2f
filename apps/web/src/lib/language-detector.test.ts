import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageDetector } from './language-detector';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; path=/; max-age=0';
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

const detect = () => createLanguageDetector().detect();

describe('createLanguageDetector', () => {
  it('lists the address, cookie, storages, browser and page language in that order', () => {
    window.history.replaceState(null, '', '/login?lng=fr');
    document.cookie = 'i18next=de; path=/';
    window.localStorage.setItem('i18nextLng', 'es');
    window.sessionStorage.setItem('i18nextLng', 'it');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en-GB']);
    document.documentElement.lang = 'nl';
    expect(detect()).toEqual(['fr', 'de', 'es', 'it', 'de-AT', 'en-GB', 'nl']);
  });

  it('drops what is no language code, so that nothing odd reaches <html lang>', () => {
    window.history.replaceState(null, '', '/?lng=%22%20onmouseover%3D%22x()');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['<b>x</b>', 'en']);
    expect(detect()).toEqual(['en']);
  });

  it('keeps a chosen language in local storage and in the cookie the provider reads', () => {
    createLanguageDetector().cacheUserLanguage?.('de');
    expect(window.localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.cookie).toContain('i18next=de');
  });
});
