import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SessionCardSheet, toCard } from './components/session-card-sheet';
import { startedBatchQueryOptions } from './play-links';

/**
 * /sessions/print?batch=…: the cards of a bulk start, to print and hand out. The links come from
 * memory only (the start's answer); after a reload they are gone and the page says so.
 */
export function SessionsPrintPage({ batch }: { batch: string | undefined }) {
  const { t } = useTranslation('assessments');
  const { data, isPending } = useQuery({
    ...startedBatchQueryOptions(batch ?? ''),
    enabled: batch !== undefined,
  });
  const sessions = data ?? [];
  const names = new Set(sessions.map((s) => s.assessment.name));
  const [first] = sessions;

  if (isPending && batch !== undefined) return null;
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
      {sessions.length === 0 ? (
        <div className="grid max-w-2xl gap-4">
          <p className="text-muted-foreground">{t('print.gone')}</p>
          <Button asChild variant="outline" className="w-fit">
            <Link to="/assessments">{t('print.toAssessments')}</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-6">
          <p className="text-muted-foreground max-w-3xl">{t('print.hint')}</p>
          <SessionCardSheet cards={sessions.map(toCard)} />
        </div>
      )}
    </>
  );
}
