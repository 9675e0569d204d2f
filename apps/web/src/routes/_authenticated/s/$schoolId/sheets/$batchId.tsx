import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SessionsPrintPage } from '@/features/assessments/sessions-print-page';
import { parseIdParam } from '@/lib/id-param';

// A school's printed sheet for its staff: the cards "Print" on the school page just made. Once
// their links are no longer in memory (a reload), the school page prints them again.
export const Route = createFileRoute('/_authenticated/s/$schoolId/sheets/$batchId')({
  staticData: { pageTitle: 'sessionsPrint' },
  // Numbers in the address are written back with String(): no stringify needed.
  params: { parse: ({ batchId }) => ({ batchId: parseIdParam(batchId) }) },
  component: function SchoolSheetRoute() {
    const { schoolId, batchId } = Route.useParams();
    return <SessionsPrintPage batch={batchId} whenGone={<BackToSchool schoolId={schoolId} />} />;
  },
});

function BackToSchool({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('assessments');
  return (
    <div className="grid max-w-2xl gap-4">
      <p className="text-muted-foreground">{t('print.shownOnce')}</p>
      <Link
        to="/s/$schoolId"
        params={{ schoolId }}
        className="text-primary w-fit font-medium underline"
      >
        {t('sheets.back')}
      </Link>
    </div>
  );
}
