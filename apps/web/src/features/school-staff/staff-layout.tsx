import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** /s/{schoolId}/staff/…: a school administrator's staff pages, titled Staff. */
export function StaffLayout() {
  const { t } = useTranslation('organisations');
  return (
    <>
      <PageHeader title={t('staff.title')} />
      <Outlet />
    </>
  );
}
