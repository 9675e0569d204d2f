import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** /statistics: the header only (spec 2.9). */
export function StatisticsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('statistics.title')} />;
}
