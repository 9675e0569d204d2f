import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** Home for a user without a known role; researchers go to /r and admins to /admin. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('home.title')} />
      <p>{t('home.unrecognised')}</p>
    </>
  );
}
