import { createFileRoute } from '@tanstack/react-router';
import { statisticsQueryOptions } from '@/features/statistics/api/get-statistics';
import { StatisticsPage } from '@/features/statistics/statistics-page';

export const Route = createFileRoute('/_authenticated/statistics/')({
  staticData: { pageTitle: 'statistics' },
  loader: ({ context }) => context.queryClient.ensureQueryData(statisticsQueryOptions()),
  component: StatisticsPage,
});
