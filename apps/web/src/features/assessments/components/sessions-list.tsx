import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSessions, type SessionsFilter } from '../api/get-sessions';
import { SessionsTable } from './sessions-table';

type SessionsListProps = {
  filter: SessionsFilter;
  by: 'participant' | 'assessment';
  /** Shown instead of the table when there are no sessions. */
  emptyText: string;
};

/** Rows shown at first and added by each "Show more": a thousand rows at once block the page. */
const ROWS_AT_A_TIME = 50;

/**
 * The sessions of `filter` in a table, the first 50 and more on request; while they load, and if
 * that fails, a line instead.
 */
export function SessionsList({ filter, by, emptyText }: SessionsListProps) {
  const { t } = useTranslation('assessments');
  const { data, isPending, isError } = useSessions(filter);
  const [shown, setShown] = useState(ROWS_AT_A_TIME);
  const status = useRef<HTMLParagraphElement>(null);

  if (isPending) return <p className="text-muted-foreground">{t('sessions.loading')}</p>;
  if (isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('sessions.loadFailed')}
      </p>
    );
  }
  const total = data.sessions.length;
  return (
    <div className="grid gap-3">
      <SessionsTable sessions={data.sessions.slice(0, shown)} by={by} emptyText={emptyText} />
      {total > ROWS_AT_A_TIME && (
        <div className="flex flex-wrap items-center gap-3">
          {total > shown && (
            <Button
              variant="outline"
              onClick={() => {
                const next = shown + ROWS_AT_A_TIME;
                setShown(next);
                // The button goes once all are shown: the focus stays nearby, on the count.
                if (next >= total) requestAnimationFrame(() => status.current?.focus());
              }}
            >
              {t('sessions.showMore', { count: Math.min(ROWS_AT_A_TIME, total - shown) })}
            </Button>
          )}
          <p
            ref={status}
            tabIndex={-1}
            className="text-muted-foreground text-sm outline-none"
            aria-live="polite"
          >
            {t('sessions.showing', { shown: Math.min(shown, total), total })}
          </p>
        </div>
      )}
    </div>
  );
}
