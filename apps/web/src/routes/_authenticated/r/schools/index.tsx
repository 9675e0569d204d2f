import { createFileRoute } from '@tanstack/react-router';
import { schoolsQueryOptions } from '@/lib/schools/get-schools';
import { SchoolsPage } from '@/features/schools/schools-page';

export const Route = createFileRoute('/_authenticated/r/schools/')({
  staticData: { pageTitle: 'schools' },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(schoolsQueryOptions()),
  component: () => <SchoolsPage viewer="researcher" />,
});
