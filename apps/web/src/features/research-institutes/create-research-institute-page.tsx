import { useTranslation } from 'react-i18next';

/** /admin/research-institutes/create: titled 'Add research institute' (spec 2.6). */
export function CreateResearchInstitutePage() {
  const { t } = useTranslation();
  return <h2 className="text-xl font-semibold">{t('researchInstitutes.create')}</h2>;
}
