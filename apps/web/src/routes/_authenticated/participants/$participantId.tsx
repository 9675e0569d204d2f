import { createFileRoute, notFound } from '@tanstack/react-router';
import { sessionsQueryOptions } from '@/features/assessments/api/get-sessions';
import { StartAssessmentDialog } from '@/features/assessments/components/start-assessment-dialog';
import { ParticipantSessions } from '@/features/assessments/participant-sessions';
import { ChildDataButton } from '@/features/exports/components/child-data-button';
import {
  participantQueryOptions,
  useParticipant,
} from '@/features/participants/api/get-participant';
import { participantConsentQueryOptions } from '@/features/participants/api/get-participant-consent';
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
    // The sessions section's list loads alongside; the section shows while it comes.
    void context.queryClient.prefetchQuery(
      sessionsQueryOptions({ participantId: params.participantId }),
    );
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(participantQueryOptions(params.participantId)),
        context.queryClient.ensureQueryData(participantConsentQueryOptions(params.participantId)),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  // The assessments feature fills the page's slots: its sessions, and 'Start assessment'; the
  // exports feature the download of the child's data.
  component: function ParticipantRoute() {
    const { participantId } = Route.useParams();
    const participant = useParticipant(participantId);
    return (
      <ParticipantPage
        sessions={<ParticipantSessions participantId={participantId} />}
        actions={
          <>
            <ChildDataButton participantId={participantId} />
            <StartAssessmentDialog
              participants={[participant]}
              instituteId={participant.researchInstitute?.id ?? null}
            />
          </>
        }
      />
    );
  },
});
