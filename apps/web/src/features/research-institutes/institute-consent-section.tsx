import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserContext } from '@/lib/current-user/get-context';
import { ConsentSettingsSection } from './components/consent-settings-section';

/**
 * The researcher's home page's part: their institute's consent and retention settings. It loads
 * after the page (its data and texts), with a line of its own meanwhile.
 */
export function InstituteConsentSection() {
  const { t } = useTranslation();
  const { researcherContext } = useUserContext();
  if (!researcherContext) return null;
  return (
    <div className="mt-8">
      <Suspense fallback={<p className="text-muted-foreground">{t('loading')}</p>}>
        <ConsentSettingsSection instituteId={researcherContext.researchInstituteId} level={2} />
      </Suspense>
    </div>
  );
}
