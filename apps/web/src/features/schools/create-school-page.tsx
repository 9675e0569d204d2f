import { useTranslation } from 'react-i18next';

/** /admin/schools/create and /r/schools/create. */
export function CreateSchoolPage() {
  const { t } = useTranslation();
  return <h2 className="text-xl font-semibold">{t('schools.create')}</h2>;
}
