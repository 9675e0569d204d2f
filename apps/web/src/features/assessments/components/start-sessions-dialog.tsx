import { useState, type ReactNode } from 'react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { START_SESSIONS_MAX_PARTICIPANTS } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { useConsentGate } from '../api/get-consent-gate';
import { splitByConsent } from '../consent-gate';
import type { StartTarget } from '../open-sessions';
import { useStartFlow } from '../use-start-flow';
import { LeftOutForConsent } from './left-out-for-consent';
import { RefusedStart } from './open-sessions-refusal';

/** What a chooser of participants gets: who is chosen, and how to change it. */
export type ParticipantChooserProps = {
  /** The assessment's research institute: only its participants can be chosen. */
  researchInstituteId: number;
  chosen: readonly StartTarget[];
  onChosenChange: (chosen: StartTarget[]) => void;
  /** Describes the chooser (e.g. an error shown below it). */
  describedBy?: string;
};

/** Draws the chooser of participants (the participants feature's, passed in by the route). */
export type RenderParticipantChooser = (props: ParticipantChooserProps) => ReactNode;

type StartSessionsDialogProps = {
  assessment: { id: number; name: string; locked: boolean; researchInstitute: { id: number } };
  renderChooser: RenderParticipantChooser;
};

/**
 * 'Start sessions' on an assessment's page: choose the participants, then start the assessment
 * for them; the printable sheet of their cards opens. As every start dialog (useStartFlow): one
 * start at a time, and a start for someone with an open session of it is refused and names
 * them, so another attempt is a second, deliberate choice. An assessment that is not locked yet
 * says that the first start locks it. When the institute needs consent, those chosen without it
 * given are left out, and the dialog says how many and why.
 */
export function StartSessionsDialog({ assessment, renderChooser }: StartSessionsDialogProps) {
  const { t } = useTranslation('assessments');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<StartTarget[]>([]);
  const [missing, setMissing] = useState(false);
  const { pending, refused, clearRefused, startFor } = useStartFlow({
    opens: 'sheet',
    onStarted: () => setOpen(false),
  });
  // The institute may need consent given: those chosen without it are left out.
  const sessionsNeedConsent = useConsentGate(open ? assessment.researchInstitute.id : undefined);
  const { startable, leftOut } = splitByConsent(chosen, sessionsNeedConsent ?? false);
  const count = startable.length;
  const tooMany = count > START_SESSIONS_MAX_PARTICIPANTS;
  const errorId = `start-sessions-${assessment.id}-error`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setChosen([]);
      setMissing(false);
      clearRefused();
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button">
          <Play aria-hidden="true" />
          {t('startSessions.open')}
        </Button>
      }
      title={t('startSessions.title')}
      description={t('startSessions.description', { name: assessment.name })}
      contentClassName="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      onSubmit={() => {
        if (count === 0) {
          setMissing(leftOut.length === 0);
          return;
        }
        void startFor(assessment.id, startable, false);
      }}
    >
      {!assessment.locked && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {t('startSessions.locks')}
        </p>
      )}
      {renderChooser({
        researchInstituteId: assessment.researchInstitute.id,
        chosen,
        onChosenChange: (next) => {
          setChosen(next);
          setMissing(false);
          clearRefused();
        },
        describedBy: missing || tooMany ? errorId : undefined,
      })}
      {(missing || tooMany) && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {tooMany
            ? t('start.tooMany', { max: START_SESSIONS_MAX_PARTICIPANTS })
            : t('startSessions.required')}
        </p>
      )}
      <LeftOutForConsent leftOut={leftOut} total={chosen.length} />
      {refused ? (
        <RefusedStart
          participants={startable}
          refused={refused}
          pending={pending}
          onStart={(targets, anotherAttempt) =>
            void startFor(assessment.id, targets, anotherAttempt)
          }
        />
      ) : (
        <DialogActions
          cancelLabel={t('cancel')}
          label={count > 0 ? t('startSessions.submit', { count }) : t('start.submit')}
          pendingLabel={t('start.pending')}
          pending={pending}
          disabled={tooMany || (count === 0 && leftOut.length > 0)}
        />
      )}
    </FormDialog>
  );
}
