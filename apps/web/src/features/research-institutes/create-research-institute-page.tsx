import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createResearchInstituteBodySchema,
  NAME_MAX_LENGTH,
  type CreateResearchInstituteBody,
} from '@cogniplay/contract';
import { LabelledInput } from '@/components/labelled-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/error-message';
import { useCreateResearchInstitute } from './api/create-research-institute';

/**
 * /admin/research-institutes/create: one 'Institute name' field. Validation failures
 * and server errors show as toasts; on success the institute's page opens.
 */
export function CreateResearchInstitutePage() {
  const { t } = useTranslation('organisations');
  const navigate = useNavigate();
  const createInstitute = useCreateResearchInstitute();
  const { pending, run } = useSubmitLock();
  const form = useForm<CreateResearchInstituteBody>({
    resolver: zodResolver(createResearchInstituteBodySchema),
    defaultValues: { name: '' },
  });

  const showError = (description: string) =>
    toast({ variant: 'destructive', title: t('error'), description });

  const onValid = (body: CreateResearchInstituteBody) =>
    run(
      async () => {
        const { id } = await createInstitute.mutateAsync(body);
        await navigate({
          to: '/admin/research-institutes/$instituteId',
          params: { instituteId: id },
        });
      },
      (error) => showError(errorMessage(error, t('researchInstitutes.create.failed'))),
    );

  const onInvalid = (errors: FieldErrors<CreateResearchInstituteBody>) =>
    showError(
      errors.name?.type === 'too_big'
        ? t('nameTooLong', { max: NAME_MAX_LENGTH })
        : errors.name?.type === 'custom'
          ? t('nameControlCharacters')
          : t('researchInstitutes.create.nameRequired'),
    );

  const nameInvalid = form.formState.errors.name !== undefined;
  return (
    <section className="max-w-xl" aria-labelledby="create-institute-title">
      <h2 id="create-institute-title" className="mb-4 text-xl font-semibold">
        {t('researchInstitutes.create.title')}
      </h2>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}>
        <Card>
          <CardHeader>
            <CardTitle>{t('researchInstitutes.create.details')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <LabelledInput
              id="institute-name"
              label={t('researchInstitutes.create.name')}
              invalid={nameInvalid}
              {...form.register('name')}
            />
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={pending}>
              {pending
                ? t('researchInstitutes.create.pending')
                : t('researchInstitutes.create.submit')}
            </Button>
          </CardFooter>
        </Card>
      </form>
    </section>
  );
}
