import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { useStartSessions } from './api/start-sessions';
import { openSessionsRefusal, type StartTarget } from './open-sessions';

type StartFlowOptions = {
  /**
   * Where a start leads: 'session' opens the one new session's page (its link and QR code),
   * 'sheet' the printable sheet of cards.
   */
  opens: 'session' | 'sheet';
  /** Called once the sessions exist, before the next page opens (e.g. to close the dialog). */
  onStarted: () => void;
};

/**
 * Starting an assessment for participants, as every start dialog does it: one start at a time
 * (a double click starts once), the page that shows what was started (no toast), and a
 * refusal that names those who already have an open session of the assessment. What follows
 * a refusal (another attempt, or the others only) is the user's second, deliberate choice:
 * `startFor` again with `anotherAttempt`, or with fewer participants.
 */
export function useStartFlow({ opens, onStarted }: StartFlowOptions) {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const start = useStartSessions();
  const { pending, run } = useSubmitLock();
  const [refused, setRefused] = useState<StartTarget[] | null>(null);

  const startFor = (
    assessmentId: number,
    targets: readonly StartTarget[],
    anotherAttempt: boolean,
  ) =>
    run(
      async () => {
        const { sessions, batch } = await start.mutateAsync({
          assessmentId,
          participantIds: targets.map((p) => p.id),
          ...(anotherAttempt && { anotherAttempt }),
        });
        onStarted();
        const [first] = sessions;
        if (opens === 'session' && first) {
          await navigate({ to: '/sessions/$sessionId', params: { sessionId: first.id } });
        } else {
          await navigate({ to: '/sessions/print', search: { batch } });
        }
      },
      (error) => {
        const named = openSessionsRefusal(error, targets);
        if (named) setRefused(named);
        else toastFailure(t('error'), error, t('start.failed'));
      },
    );

  return {
    pending,
    /** Those a start was refused for (an open session each), until `clearRefused`. */
    refused,
    clearRefused: () => setRefused(null),
    startFor,
  };
}
