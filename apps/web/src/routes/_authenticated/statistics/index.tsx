import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '@/features/statistics/statistics-page';

export const Route = createFileRoute('/_authenticated/statistics/')({
  component: StatisticsPage,
});
