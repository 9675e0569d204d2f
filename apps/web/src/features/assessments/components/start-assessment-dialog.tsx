import { useId, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { START_SESSIONS_MAX_PARTICIPANTS, type AssessmentSummary } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/error-message';
import { toastFailure } from '@/lib/failure-toast';
import { useAssessmentOptions } from '@/lib/assessments/get-assessments';
import { useStartSessions } from '../api/start-sessions';

/** Who the assessment starts for: only the ids and subject IDs, nothing else of a participant. */
export type StartTarget = { id: number; subjectId: string };

type StartAssessmentDialogProps = {
  participants: readonly StartTarget[];
  /**
   * The participants' institute when it is known (one participant's page): only its assessments
   * are offered. `null`: the participant has none, so nothing can be started. Left out (a list of
   * participants): every assessment the user sees; the server refuses another institute's.
   */
  instituteId?: number | null;
  /** 'bulk': the button counts the participants, and a start always opens the printable sheet. */
  mode?: 'single' | 'bulk';
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
 * Several: the printable sheet of cards opens.
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
  const selectId = useId();
  const start = useStartSessions();
  const query = useAssessmentOptions(open);
  const options = assessmentsFor(query.data?.assessments ?? [], instituteId);
  const institutes = new Set(options.map((a) => a.researchInstitute.id));
  const count = participants.length;
  const tooMany = count > START_SESSIONS_MAX_PARTICIPANTS;
  const single = mode === 'single' && count === 1;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setAssessmentId('');
      setMissing(false);
    }
  };

  const submit = () => {
    if (assessmentId === '') {
      setMissing(true);
      return;
    }
    start.mutate(
      { assessmentId: Number(assessmentId), participantIds: participants.map((p) => p.id) },
      {
        onSuccess: ({ sessions, batch }) => {
          setOpen(false);
          toast({ variant: 'success', title: t('start.started', { count: sessions.length }) });
          const [first] = sessions;
          if (single && first) {
            void navigate({ to: '/sessions/$sessionId', params: { sessionId: first.id } });
          } else {
            void navigate({ to: '/sessions/print', search: { batch } });
          }
        },
        onError: (error) => toastFailure(t('error'), error, t('start.failed')),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" disabled={count === 0}>
          <Play aria-hidden="true" />
          {mode === 'bulk' ? t('start.openFor', { count }) : t('start.open')}
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
      ) : query.isPending ? (
        <p className="text-muted-foreground">{t('start.loading')}</p>
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, t('somethingWentWrong'))}
        </p>
      ) : options.length === 0 ? (
        <p>
          {t('start.none')}{' '}
          <Link to="/assessments/new" className="text-primary font-medium underline">
            {t('start.createOne')}
          </Link>
        </p>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{t('start.assessment')}</Label>
          <NativeSelect
            id={selectId}
            value={assessmentId}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${selectId}-error` : undefined}
            onChange={(event) => {
              setAssessmentId(event.target.value);
              setMissing(false);
            }}
          >
            <NativeSelectOption value="" disabled>
              {t('start.chooseAssessment')}
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
      <DialogActions
        cancelLabel={t('cancel')}
        label={t('start.submit')}
        pendingLabel={t('start.pending')}
        pending={start.isPending}
        disabled={tooMany || instituteId === null || options.length === 0}
      />
    </FormDialog>
  );
}
