import { createFileRoute } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/features/assessments/api/get-session';
import { sessionResultsQueryOptions } from '@/features/assessments/api/get-session-results';
import { SessionPage } from '@/features/assessments/session-page';
import { ItemThumbnail } from '@/features/games/rule-finding/pictures/item-thumbnail';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/sessions/$sessionId')({
  staticData: { pageTitle: 'session' },
  params: { parse: ({ sessionId }) => ({ sessionId: parseIdParam(sessionId) }) },
  loader: ({ context: { queryClient }, params: { sessionId } }) => {
    // The results section loads alongside; it shows once they come.
    void queryClient.prefetchQuery(sessionResultsQueryOptions(sessionId));
    return notFoundOn404(queryClient.ensureQueryData(sessionQueryOptions(sessionId)));
  },
  // Each answer row draws its item with the rule-finding game's pictures.
  component: function SessionRoute() {
    const { sessionId } = Route.useParams();
    return (
      <SessionPage
        sessionId={sessionId}
        renderItemPicture={(set, characteristics) => (
          <ItemThumbnail set={set} characteristics={characteristics} />
        )}
      />
    );
  },
});
