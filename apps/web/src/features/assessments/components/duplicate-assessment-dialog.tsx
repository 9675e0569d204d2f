import { useId, useState } from 'react';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { duplicateAssessmentBodySchema, NAME_MAX_LENGTH } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { useDuplicateAssessment } from '../api/duplicate-assessment';
import { useOpenAssessment } from '../use-open-assessment';

/** 'Duplicate': asks for the copy's name (suggesting '<name> (copy)') and opens the copy. */
export function DuplicateAssessmentDialog({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('assessments');
  const openAssessment = useOpenAssessment();
  const fieldId = useId();
  const duplicate = useDuplicateAssessment(id);
  const { pending, run } = useSubmitLock();
  const [open, setOpen] = useState(false);
  const [copyName, setCopyName] = useState('');
  const [invalid, setInvalid] = useState<'required' | 'tooLong' | 'controlCharacters' | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setCopyName(t('detail.copyName', { name }).slice(0, NAME_MAX_LENGTH));
      setInvalid(null);
    }
  };

  const submit = () => {
    const parsed = duplicateAssessmentBodySchema.safeParse({ name: copyName });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.code;
      setInvalid(
        code === 'too_big' ? 'tooLong' : code === 'custom' ? 'controlCharacters' : 'required',
      );
      return;
    }
    void run(
      async () => {
        const { assessment } = await duplicate.mutateAsync(parsed.data);
        setOpen(false);
        await openAssessment(assessment.id);
      },
      (error) => toastFailure(t('error'), error, t('detail.duplicateFailed')),
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button">
          <Copy aria-hidden="true" />
          {t('detail.duplicate')}
        </Button>
      }
      title={t('detail.duplicateTitle')}
      description={t('detail.duplicateDescription')}
      onSubmit={submit}
    >
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>{t('detail.duplicateName')}</Label>
        <Input
          id={fieldId}
          autoComplete="off"
          value={copyName}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
          onChange={(event) => {
            setCopyName(event.target.value);
            setInvalid(null);
          }}
        />
        {invalid && (
          <p id={`${fieldId}-error`} role="alert" className="text-destructive text-sm">
            {invalid === 'tooLong'
              ? t('form.errors.nameTooLong', { max: NAME_MAX_LENGTH })
              : invalid === 'controlCharacters'
                ? t('form.errors.controlCharacters')
                : t('form.errors.nameRequired')}
          </p>
        )}
      </div>
      <DialogActions
        cancelLabel={t('cancel')}
        label={t('detail.duplicate')}
        pendingLabel={t('detail.duplicating')}
        pending={pending}
      />
    </FormDialog>
  );
}
