import { useTranslation } from 'react-i18next';
import { SessionsList } from './components/sessions-list';

/** The participant page's sessions with their heading (its `sessions` slot, filled by the route). */
export function ParticipantSessions({ participantId }: { participantId: number }) {
  const { t } = useTranslation('assessments');

  return (
    // The participant page wraps this in its own section.
    <div className="grid max-w-5xl gap-3">
      <h2 className="text-lg font-semibold">{t('sessions.title')}</h2>
      <SessionsList
        key={participantId}
        filter={{ participantId }}
        by="assessment"
        emptyText={t('sessions.empty')}
      />
    </div>
  );
}
