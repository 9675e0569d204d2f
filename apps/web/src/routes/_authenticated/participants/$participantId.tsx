import { createFileRoute, notFound } from '@tanstack/react-router';
import { participantQueryOptions } from '@/features/participants/api/get-participant';
import { ParticipantPage } from '@/features/participants/participant-page';
import { ApiError } from '@/lib/api-error';

export const Route = createFileRoute('/_authenticated/participants/$participantId')({
  staticData: { pageTitle: 'participant' },
  params: {
    parse: ({ participantId }) => ({ participantId: Number(participantId) }),
    stringify: ({ participantId }) => ({ participantId: String(participantId) }),
  },
  // Another institute's participant answers 404 like a missing one: the not-found page.
  loader: async ({ context, params }) => {
    if (!Number.isSafeInteger(params.participantId) || params.participantId < 1) throw notFound();
    try {
      await context.queryClient.ensureQueryData(participantQueryOptions(params.participantId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ParticipantPage,
});
