import { useTranslation } from 'react-i18next';
import { useSessions } from './api/get-sessions';
import { SessionsTable } from './components/sessions-table';

/** The participant page's sessions with their heading (its `sessions` slot, filled by the route). */
export function ParticipantSessions({ participantId }: { participantId: number }) {
  const { t } = useTranslation('assessments');
  const { data, isPending, isError } = useSessions({ participantId });

  return (
    // The participant page wraps this in its own section.
    <div className="grid max-w-5xl gap-3">
      <h2 className="text-lg font-semibold">{t('sessions.title')}</h2>
      {isPending ? (
        <p className="text-muted-foreground">{t('sessions.loading')}</p>
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t('sessions.loadFailed')}
        </p>
      ) : (
        <SessionsTable sessions={data.sessions} by="assessment" emptyText={t('sessions.empty')} />
      )}
    </div>
  );
}
