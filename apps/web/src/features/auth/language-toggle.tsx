import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

/**
 * The login page's language switch: two plain buttons instead of the header's menu, so the
 * first page load carries neither Radix menus nor tailwind-merge (150 KB budget).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';

  return (
    <div
      role="group"
      aria-label={t('header.language')}
      className="bg-muted inline-flex rounded-md p-0.5"
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className="text-muted-foreground hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground focus-visible:ring-ring/50 h-7 rounded-sm px-2.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] aria-pressed:shadow-xs"
        >
          {t(`languages.${lng}`)}
        </button>
      ))}
    </div>
  );
}
