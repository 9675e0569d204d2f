import { createFileRoute } from '@tanstack/react-router';
import { parseBatchSearch } from '@/features/assessments/session-state-search';
import { SessionsPrintPage } from '@/features/assessments/sessions-print-page';

export const Route = createFileRoute('/_authenticated/sessions/print')({
  staticData: { pageTitle: 'sessionsPrint' },
  // Which bulk start's cards: their links are in memory only, never in the address.
  validateSearch: parseBatchSearch,
  component: function SessionsPrintRoute() {
    const { batch } = Route.useSearch();
    return <SessionsPrintPage batch={batch} />;
  },
});
