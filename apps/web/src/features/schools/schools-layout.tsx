import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** /admin/schools and /r/schools: the layout titled Schools. */
export function SchoolsLayout() {
  const { t } = useTranslation('organisations');
  return (
    <>
      <PageHeader title={t('schools.title')} />
      <Outlet />
    </>
  );
}
