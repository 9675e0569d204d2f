import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/current-user/get-context';

/** /r: headed by the name of the researcher's research institute. */
export function ResearcherHomePage() {
  const { t } = useTranslation();
  const { researcherContext } = useUserContext();
  return (
    <PageHeader
      title={researcherContext?.researchInstituteName ?? t('researcher.noInstitute')}
      subheader={t('researcher.subheader')}
    />
  );
}
