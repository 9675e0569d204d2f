import { createFileRoute } from '@tanstack/react-router';
import { participantsQueryOptions } from '@/features/participants/api/get-participants';
import { parsePageNumber } from '@/features/participants/participants-search';
import { ParticipantsPage } from '@/features/participants/participants-page';

export const Route = createFileRoute('/_authenticated/participants/')({
  staticData: { pageTitle: 'participants' },
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = parsePageNumber(search.page);
    return page > 1 ? { page } : {};
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(participantsQueryOptions()),
  component: ParticipantsPage,
});
