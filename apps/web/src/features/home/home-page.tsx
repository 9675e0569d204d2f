import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** Home for a user without a known role; everyone else is redirected (spec 2.2). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('home.title')} />
      <p>{t('home.unrecognised')}</p>
    </>
  );
}
