import { createFileRoute } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/features/assessments/api/get-session';
import { sessionReviewQueryOptions } from '@/features/assessments/api/session-review';
import { sessionResultsQueryOptions } from '@/features/assessments/api/get-session-results';
import { SessionPage } from '@/features/assessments/session-page';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/sessions/$sessionId')({
  staticData: { pageTitle: 'session' },
  params: { parse: ({ sessionId }) => ({ sessionId: parseIdParam(sessionId) }) },
  loader: ({ context: { queryClient }, params: { sessionId } }) => {
    // The results and review sections load alongside; each shows once it comes.
    void queryClient.prefetchQuery(sessionResultsQueryOptions(sessionId));
    void queryClient.prefetchQuery(sessionReviewQueryOptions(sessionId));
    return notFoundOn404(queryClient.ensureQueryData(sessionQueryOptions(sessionId)));
  },
  component: function SessionRoute() {
    const { sessionId } = Route.useParams();
    return <SessionPage sessionId={sessionId} />;
  },
});
