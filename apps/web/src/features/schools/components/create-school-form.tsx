import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createSchoolBodySchema,
  NAME_MAX_LENGTH,
  type CreateSchoolBody,
  type ResearchInstitute,
} from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { SCHOOL_ROUTE, type Viewer } from '@/lib/viewer';
import { useCreateSchool } from '../api/create-school';

/** The select's value for "no managing institute"; it is sent as null. */
const NONE = 'none';

/**
 * Admins choose the managing institute (or none); a researcher's school is always managed by
 * their own institute.
 */
export type ManagingInstituteChoice =
  | { kind: 'choose'; institutes: readonly ResearchInstitute[] }
  | { kind: 'fixed'; institute: ResearchInstitute };

type CreateSchoolFormProps = { viewer: Viewer; managingInstitute: ManagingInstituteChoice };

/** The create-school form; on success the new school's page in the viewer's area opens. */
export function CreateSchoolForm({ viewer, managingInstitute }: CreateSchoolFormProps) {
  const { t } = useTranslation('organisations');
  const navigate = useNavigate();
  const createSchool = useCreateSchool();
  const { pending, run } = useSubmitLock();
  const form = useForm<CreateSchoolBody>({
    resolver: zodResolver(createSchoolBodySchema),
    defaultValues: {
      schoolName: '',
      managingInstituteId:
        managingInstitute.kind === 'fixed' ? managingInstitute.institute.id : null,
    },
  });

  const onValid = (body: CreateSchoolBody) =>
    run(
      async () => {
        const { school } = await createSchool.mutateAsync(body);
        await navigate({ to: SCHOOL_ROUTE[viewer], params: { schoolId: school.id } });
      },
      (error) => toastFailure(t('error'), error, t('schools.create.failed')),
    );

  const nameError = form.formState.errors.schoolName;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <Card>
        <CardHeader>
          <CardTitle>{t('schools.create.details')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-2">
            <Label htmlFor="school-name">{t('schools.create.name')}</Label>
            <Input
              id="school-name"
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'school-name-error' : undefined}
              {...form.register('schoolName')}
            />
            {nameError && (
              <p id="school-name-error" role="alert" className="text-destructive text-sm">
                {nameError.type === 'too_big'
                  ? t('nameTooLong', { max: NAME_MAX_LENGTH })
                  : nameError.type === 'custom'
                    ? t('nameControlCharacters')
                    : t('schools.create.nameRequired')}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="managing-institute">{t('schools.create.managingInstitute')}</Label>
            {managingInstitute.kind === 'fixed' ? (
              <Input id="managing-institute" value={managingInstitute.institute.name} readOnly />
            ) : (
              <Controller
                control={form.control}
                name="managingInstituteId"
                render={({ field }) => (
                  <NativeSelect
                    id="managing-institute"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value === null ? NONE : String(field.value)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.value === NONE ? null : Number(event.target.value),
                      )
                    }
                  >
                    <NativeSelectOption value={NONE}>
                      {t('schools.create.noManagingInstitute')}
                    </NativeSelectOption>
                    {managingInstitute.institutes.map((institute) => (
                      <NativeSelectOption key={institute.id} value={String(institute.id)}>
                        {institute.name}
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                )}
              />
            )}
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? t('schools.create.pending') : t('schools.create.submit')}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
