import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** /admin/research-institutes: the layout titled Research institutes. */
export function ResearchInstitutesLayout() {
  const { t } = useTranslation('organisations');
  return (
    <>
      <PageHeader title={t('researchInstitutes.title')} />
      <Outlet />
    </>
  );
}
