import { useTranslation } from 'react-i18next';
import { useSessions } from './api/get-sessions';
import { SessionsTable } from './components/sessions-table';

/** The participant page's 'Sessions' section (filled into its `sessions` slot by the route). */
export function ParticipantSessions({ participantId }: { participantId: number }) {
  const { t } = useTranslation('assessments');
  const { data, isPending, isError } = useSessions({ participantId });

  return (
    <section aria-labelledby="participant-sessions-title" className="mt-8 grid max-w-5xl gap-3">
      <h2 id="participant-sessions-title" className="text-lg font-semibold">
        {t('sessions.title')}
      </h2>
      {isPending ? (
        <p className="text-muted-foreground">{t('sessions.loading')}</p>
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t('sessions.loadFailed')}
        </p>
      ) : (
        <SessionsTable sessions={data.sessions} by="assessment" emptyText={t('sessions.empty')} />
      )}
    </section>
  );
}
