import { useTranslation } from 'react-i18next';
import { PressedButtonGroup } from '@/components/pressed-button-group';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

/**
 * The login page's language switch: two plain buttons instead of the header's menu, so the
 * first page load carries neither Radix menus nor tailwind-merge (150 KB budget).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';

  return (
    <PressedButtonGroup
      label={t('header.language')}
      options={SUPPORTED_LANGUAGES}
      value={current}
      onChoose={(lng) => void i18n.changeLanguage(lng)}
      optionText={(lng) => t(`languages.${lng}`)}
      languages
      className="bg-muted inline-flex rounded-md p-0.5"
      buttonClassName="text-muted-foreground hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground focus-visible:ring-ring/50 h-7 rounded-sm px-2.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] aria-pressed:shadow-xs"
    />
  );
}
