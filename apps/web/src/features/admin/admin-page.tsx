import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** /admin: the admin area's start page. */
export function AdminPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.title')} subheader={t('admin.subheader')} />;
}
