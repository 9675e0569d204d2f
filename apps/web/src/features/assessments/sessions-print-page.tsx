import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Printer, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/failure-toast';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { sessionBatchQueryOptions, usePrintAgain } from './api/session-batch';
import { SessionCardSheet, toCard } from './components/session-card-sheet';
import { startedBatchQueryOptions } from './play-links';

/**
 * /sessions/print?batch=…: the cards of a start, to print and hand out. The links come from
 * memory (the start's answer, or "Print again"); after a reload, Back or Forward the sheet is
 * still there, and "Print again" makes new links for its sessions not yet started.
 */
export function SessionsPrintPage({
  batch,
  whenGone,
}: {
  batch: number | undefined;
  /** Instead of "Print again" once the links are no longer in memory (the school staff's page). */
  whenGone?: ReactNode;
}) {
  const { t } = useTranslation('assessments');
  const links = useQuery({ ...startedBatchQueryOptions(batch ?? 0), enabled: batch !== undefined });
  const sessions = links.data ?? [];
  const names = new Set(sessions.map((s) => s.assessment.name));
  const [first] = sessions;

  if (links.isPending && batch !== undefined) return null;
  return (
    <>
      <PageHeader
        title={t('print.title')}
        subheader={
          first
            ? names.size === 1
              ? t('print.subheader', { count: sessions.length, assessment: first.assessment.name })
              : t('print.subheaderMixed', { count: sessions.length })
            : undefined
        }
        actions={
          sessions.length > 0 && (
            <Button type="button" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('print.print')}
            </Button>
          )
        }
      />
      {sessions.length > 0 ? (
        <div className="grid gap-6">
          <p className="text-muted-foreground max-w-3xl">{t('print.hint')}</p>
          <SessionCardSheet cards={sessions.map(toCard)} />
        </div>
      ) : batch === undefined ? (
        <Gone />
      ) : (
        (whenGone ?? <PrintAgain batch={batch} />)
      )}
    </>
  );
}

/** A sheet whose links are no longer in memory: what it holds, and "Print again". */
function PrintAgain({ batch }: { batch: number }) {
  const { t } = useTranslation('assessments');
  const sheet = useQuery(sessionBatchQueryOptions(batch));
  const printAgain = usePrintAgain(batch);
  const { pending, run } = useSubmitLock();
  if (sheet.isPending) return <p className="text-muted-foreground">{t('print.loading')}</p>;
  if (sheet.isError) return <Gone />;
  const { assessment, sessions } = sheet.data.batch;
  const reprintable = sessions.filter((s) => s.reprintable).length;
  return (
    <div className="grid max-w-2xl gap-4">
      <p>
        {t('print.sheetOf', { count: sessions.length, assessment: assessment.name })}{' '}
        {t('print.shownOnce')}
      </p>
      {reprintable > 0 ? (
        <>
          <p className="text-muted-foreground">
            {t('print.againExplained', { count: reprintable })}
          </p>
          <Button
            type="button"
            className="w-fit"
            disabled={pending}
            onClick={() =>
              void run(
                () => printAgain.mutateAsync(),
                (error) => toastFailure(t('error'), error, t('print.againFailed')),
              )
            }
          >
            <RotateCcw aria-hidden="true" />
            {t('print.again', { count: reprintable })}
          </Button>
        </>
      ) : (
        <p className="text-muted-foreground">{t('print.nothingLeft')}</p>
      )}
    </div>
  );
}

function Gone() {
  const { t } = useTranslation('assessments');
  return (
    <div className="grid max-w-2xl gap-4">
      <p className="text-muted-foreground">{t('print.gone')}</p>
      <Button asChild variant="outline" className="w-fit">
        <Link to="/assessments">{t('print.toAssessments')}</Link>
      </Button>
    </div>
  );
}
