import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { START_SESSIONS_MAX_PARTICIPANTS, type AssessmentSummary } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { useAssessmentOptions } from '@/lib/assessments/get-assessments';
import { useConsentGate } from '../api/get-consent-gate';
import { splitByConsent } from '../consent-gate';
import type { StartTarget } from '../open-sessions';
import { useStartFlow } from '../use-start-flow';
import { LeftOutForConsent } from './left-out-for-consent';
import { RefusedStart } from './open-sessions-refusal';

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
  const [open, setOpen] = useState(false);
  const [assessmentId, setAssessmentId] = useState('');
  const [missing, setMissing] = useState(false);
  const selectId = useId();
  const query = useAssessmentOptions(open);
  const options = assessmentsFor(query.data?.assessments ?? [], instituteId);
  const institutes = new Set(options.map((a) => a.researchInstitute.id));
  const chosenInstitute = options.find((a) => String(a.id) === assessmentId)?.researchInstitute.id;
  // The chosen assessment's institute may need consent given: those without it are left out.
  const sessionsNeedConsent = useConsentGate(open ? chosenInstitute : undefined);
  const { startable, leftOut } = splitByConsent(participants, sessionsNeedConsent ?? false);
  const count = participants.length;
  const tooMany = count > START_SESSIONS_MAX_PARTICIPANTS;
  const single = mode === 'single' && count === 1;
  const { pending, refused, clearRefused, startFor } = useStartFlow({
    opens: single ? 'session' : 'sheet',
    onStarted: () => setOpen(false),
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setAssessmentId('');
      setMissing(false);
      clearRefused();
    }
  };

  const submit = () => {
    if (assessmentId === '') {
      setMissing(true);
      return;
    }
    void startFor(Number(assessmentId), startable, false);
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
              clearRefused();
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
      {assessmentId !== '' && <LeftOutForConsent leftOut={leftOut} total={count} />}
      {refused ? (
        <RefusedStart
          participants={startable}
          refused={refused}
          pending={pending}
          onStart={(targets, anotherAttempt) =>
            void startFor(Number(assessmentId), targets, anotherAttempt)
          }
        />
      ) : (
        <DialogActions
          cancelLabel={t('cancel')}
          label={t('start.submit')}
          pendingLabel={t('start.pending')}
          pending={pending}
          disabled={
            tooMany || instituteId === null || options.length === 0 || startable.length === 0
          }
        />
      )}
    </FormDialog>
  );
}
