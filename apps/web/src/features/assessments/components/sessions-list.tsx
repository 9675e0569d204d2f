import { useTranslation } from 'react-i18next';
import { useSessions, type SessionsFilter } from '../api/get-sessions';
import { SessionsTable } from './sessions-table';

type SessionsListProps = {
  filter: SessionsFilter;
  by: 'participant' | 'assessment';
  /** Shown instead of the table when there are no sessions. */
  emptyText: string;
};

/** The sessions of `filter` in a table; while they load, and if that fails, a line instead. */
export function SessionsList({ filter, by, emptyText }: SessionsListProps) {
  const { t } = useTranslation('assessments');
  const { data, isPending, isError } = useSessions(filter);

  if (isPending) return <p className="text-muted-foreground">{t('sessions.loading')}</p>;
  if (isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('sessions.loadFailed')}
      </p>
    );
  }
  return <SessionsTable sessions={data.sessions} by={by} emptyText={emptyText} />;
}
