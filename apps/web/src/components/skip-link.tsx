import { useTranslation } from 'react-i18next';

/** Where the skip link leads: the page's <main> (MainLandmark, the login page). */
export const MAIN_ID = 'main';

// Plain markup without tailwind-merge: the login page's first load carries it (150 KB budget).

/** The first stop of the Tab key: hidden until focused, it jumps past header and sidebar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="bg-background text-foreground focus-visible:ring-ring/50 sr-only z-50 rounded-md border px-4 py-2 text-sm font-medium shadow-md outline-none focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-[3px]"
    >
      {t('skipToContent')}
    </a>
  );
}
