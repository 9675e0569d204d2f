import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { dismissToasts } from '@/hooks/use-toast';

// Every namespace of the fallback language: 'common' and one file per feature.
const en = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../public/locales/en/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, texts]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), texts]),
);

// Components render with the real English texts, synchronously.
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: Object.keys(en),
  defaultNS: 'common',
  resources: { en },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has none, whatever the DOM types say
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no matchMedia; the sidebar's mobile check subscribes to it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has none, whatever the DOM types say
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom does not implement scrolling; the router restores scroll positions.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The toast store is module state, and the files of a worker share modules (vitest.config.ts):
  // a toast one test leaves open would show in the next file's Toaster. A dismissed one does not.
  dismissToasts();
});
