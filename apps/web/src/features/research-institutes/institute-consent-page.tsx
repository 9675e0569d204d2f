import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/current-user/get-context';
import { ConsentSettingsSection } from './components/consent-settings-section';

/** /r/consent: the researcher's institute's consent gate and forms. */
export function InstituteConsentPage() {
  const { t } = useTranslation('organisations');
  const { researcherContext } = useUserContext();
  return (
    <>
      <PageHeader title={t('consent.title')} subheader={researcherContext?.researchInstituteName} />
      {researcherContext ? (
        <ConsentSettingsSection instituteId={researcherContext.researchInstituteId} page />
      ) : (
        <p>{t('researcher.noInstitute', { ns: 'common' })}</p>
      )}
    </>
  );
}
