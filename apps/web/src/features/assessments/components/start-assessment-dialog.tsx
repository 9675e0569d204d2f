import { useId, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { START_SESSIONS_MAX_PARTICIPANTS, type AssessmentSummary } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { errorMessage } from '@/lib/error-message';
import { toastFailure } from '@/lib/failure-toast';
import { useAssessmentOptions } from '@/lib/assessments/get-assessments';
import { useStartSessions } from '../api/start-sessions';
import { openSessionsRefusal, type StartTarget } from '../open-sessions';
import { OpenSessionsRefusal } from './open-sessions-refusal';

export type { StartTarget } from '../open-sessions';

type StartAssessmentDialogProps = {
  participants: readonly StartTarget[];
  /**
   * The participants' institute when it is known (one participant's page): only its assessments
   * are offered. `null`: the participant has none, so nothing can be started. Left out (a list of
   * participants): every assessment the user sees; the server refuses another institute's.
   */
  instituteId?: number | null;
  /**
   * 'single': one participant's page. 'selected' and 'shown': a list's selection, or every
   * participant it shows when none is selected; the button says which and counts them, and a
   * start always opens the printable sheet.
   */
  mode?: 'single' | 'selected' | 'shown';
};

/** The assessments a participant of `instituteId` can start. */
export function assessmentsFor(
  assessments: readonly AssessmentSummary[],
  instituteId: number | null | undefined,
): AssessmentSummary[] {
  if (instituteId === undefined) return [...assessments];
  if (instituteId === null) return [];
  return assessments.filter((assessment) => assessment.researchInstitute.id === instituteId);
}

/**
 * 'Start assessment': choose one of the institute's assessments and start it for the
 * participants. One participant: their new session's page opens with its link and QR code.
 * Several: the printable sheet of cards opens. A start for someone who already has an open
 * session of the assessment is refused and names them; starting another attempt for them (or,
 * of several, starting for the others only) is a second, deliberate choice.
 */
export function StartAssessmentDialog({
  participants,
  instituteId,
  mode = 'single',
}: StartAssessmentDialogProps) {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [assessmentId, setAssessmentId] = useState('');
  const [missing, setMissing] = useState(false);
  const [refused, setRefused] = useState<StartTarget[] | null>(null);
  const selectId = useId();
  const start = useStartSessions();
  const { pending, run } = useSubmitLock();
  const query = useAssessmentOptions(open);
  const options = assessmentsFor(query.data?.assessments ?? [], instituteId);
  const institutes = new Set(options.map((a) => a.researchInstitute.id));
  const count = participants.length;
  const tooMany = count > START_SESSIONS_MAX_PARTICIPANTS;
  const single = mode === 'single' && count === 1;
  const refusedIds = new Set(refused?.map((participant) => participant.id));
  const others = participants.filter((participant) => !refusedIds.has(participant.id));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setAssessmentId('');
      setMissing(false);
      setRefused(null);
    }
  };

  const startFor = (targets: readonly StartTarget[], anotherAttempt: boolean) =>
    run(
      async () => {
        const { sessions, batch } = await start.mutateAsync({
          assessmentId: Number(assessmentId),
          participantIds: targets.map((p) => p.id),
          ...(anotherAttempt && { anotherAttempt }),
        });
        setOpen(false);
        // The next page shows what was started: no toast.
        const [first] = sessions;
        if (single && first) {
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

  const submit = () => {
    if (assessmentId === '') {
      setMissing(true);
      return;
    }
    void startFor(participants, false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" disabled={count === 0}>
          <Play aria-hidden="true" />
          {mode === 'single' ? t('start.open') : t(`start.openFor.${mode}`, { count })}
        </Button>
      }
      title={t('start.title')}
      description={
        single && participants[0]
          ? t('start.descriptionOne', { subjectId: participants[0].subjectId })
          : t('start.description', { count })
      }
      onSubmit={submit}
    >
      {instituteId === null ? (
        <p>{t('start.noInstitute')}</p>
      ) : tooMany ? (
        <p role="alert">{t('start.tooMany', { max: START_SESSIONS_MAX_PARTICIPANTS })}</p>
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, t('somethingWentWrong'))}
        </p>
      ) : !query.isPending && options.length === 0 ? (
        <p>
          {t('start.none')}{' '}
          <Link to="/assessments/new" className="text-primary font-medium underline">
            {t('start.createOne')}
          </Link>
        </p>
      ) : (
        // Shown while the assessments load, so that it, not Cancel, has the focus on opening.
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{t('start.assessment')}</Label>
          <NativeSelect
            id={selectId}
            value={assessmentId}
            aria-busy={query.isPending || undefined}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${selectId}-error` : undefined}
            onChange={(event) => {
              setAssessmentId(event.target.value);
              setMissing(false);
              setRefused(null);
            }}
          >
            <NativeSelectOption value="" disabled>
              {query.isPending ? t('start.loading') : t('start.chooseAssessment')}
            </NativeSelectOption>
            {options.map((assessment) => (
              <NativeSelectOption key={assessment.id} value={String(assessment.id)}>
                {institutes.size > 1
                  ? `${assessment.name} · ${assessment.researchInstitute.name}`
                  : assessment.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          {missing && (
            <p id={`${selectId}-error`} role="alert" className="text-destructive text-sm">
              {t('start.required')}
            </p>
          )}
        </div>
      )}
      {refused ? (
        <>
          <OpenSessionsRefusal refused={refused} total={count} />
          {/* Of several, starting for the others only is the first choice; another attempt for
              all is the second. Three buttons wrap rather than leave the dialog. */}
          <DialogFooter className="sm:flex-wrap">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant={others.length > 0 ? 'outline' : 'default'}
              disabled={pending}
              onClick={() => void startFor(participants, true)}
            >
              {count === 1 ? t('start.again') : t('start.againForAll', { count })}
            </Button>
            {others.length > 0 && (
              <Button type="button" disabled={pending} onClick={() => void startFor(others, false)}>
                {t('start.othersOnly', { count: others.length })}
              </Button>
            )}
          </DialogFooter>
        </>
      ) : (
        <DialogActions
          cancelLabel={t('cancel')}
          label={t('start.submit')}
          pendingLabel={t('start.pending')}
          pending={pending}
          disabled={tooMany || instituteId === null || options.length === 0}
        />
      )}
    </FormDialog>
  );
}
