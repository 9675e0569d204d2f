import { useEffect, useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ASSESSMENT_MAX_INSTANCES,
  createAssessmentBodySchema,
  DEFAULT_ASSESSMENT_SETTINGS,
  NAME_MAX_LENGTH,
  INSTANCE_ORDERS,
  PICTURE_SETS,
  type CreateAssessmentBody,
  type ResearchInstitute,
  type RuleFindingInstanceSummary,
} from '@cogniplay/contract';
import { InstituteSelect } from '@/components/institute-select';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { toggleId } from '../item-order';
import { ChosenInstances, type ChosenInstance } from './chosen-instances';
import { InstancePicker } from './instance-picker';

/** The form's values: the create body (an edit sends it without the institute). */
export type AssessmentFormValues = CreateAssessmentBody;

type AssessmentFormProps = {
  /** Admins choose the institute of a new assessment; null when there is nothing to choose. */
  institutes: readonly ResearchInstitute[] | null;
  instances: readonly RuleFindingInstanceSummary[];
  /** An edited assessment's values and its items (so chosen ones show even if not listed). */
  initial?: { values: AssessmentFormValues; items: readonly ChosenInstance[] };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the values; the form waits for it (the page's submit lock decides `pending`). */
  onSubmit: (values: AssessmentFormValues) => Promise<void>;
  /**
   * Told whether the values differ from those the form started with (a value typed and erased
   * again does not count), so the page can warn before they are left behind.
   */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The create and edit form of an assessment: name, (admins: institute), settings, and the
 * instances picked from the rule-finding table and put in play order.
 */
export function AssessmentForm({
  institutes,
  instances,
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onDirtyChange,
}: AssessmentFormProps) {
  const { t } = useTranslation('assessments');
  const id = useId();
  const form = useForm<AssessmentFormValues>({
    resolver: zodResolver(createAssessmentBodySchema),
    defaultValues: initial?.values ?? {
      name: '',
      ...DEFAULT_ASSESSMENT_SETTINGS,
      instanceIds: [],
    },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // The form chooses rule-finding instances (the one game children can play) by id.
  const instanceIds = useWatch({ control: form.control, name: 'instanceIds' }) ?? [];
  const byId = useMemo(() => {
    const known = new Map<number, ChosenInstance>();
    for (const item of initial?.items ?? []) known.set(item.id, item);
    for (const instance of instances) known.set(instance.id, instance);
    return known;
  }, [instances, initial]);
  const chosen = instanceIds.flatMap((instanceId) => byId.get(instanceId) ?? []);

  const setInstanceIds = (ids: number[]) =>
    form.setValue('instanceIds', ids, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const onValid = (values: AssessmentFormValues) => {
    if (institutes && values.researchInstituteId === undefined) {
      form.setError('researchInstituteId', { type: 'required' });
      return;
    }
    return onSubmit(values);
  };

  const nameText = (error: FieldError | undefined) =>
    error &&
    (error.type === 'too_big'
      ? t('form.errors.nameTooLong', { max: NAME_MAX_LENGTH })
      : error.type === 'custom'
        ? t('form.errors.controlCharacters')
        : t('form.errors.nameRequired'));
  const instancesError = errors.instanceIds as FieldError | undefined;
  const instancesText =
    instancesError &&
    (instancesError.type === 'too_big'
      ? t('form.errors.tooManyInstances', { max: ASSESSMENT_MAX_INSTANCES })
      : t('form.errors.instancesRequired'));

  const settingCheckbox = (setting: 'showDemonstration' | 'giveFeedback' | 'shuffleItems') => (
    <Controller
      control={form.control}
      name={setting}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-${setting}`}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby={`${id}-${setting}-hint`}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-${setting}`}>{t(`settings.${setting}`)}</Label>
            <p id={`${id}-${setting}-hint`} className="text-muted-foreground text-sm">
              {t(`settings.${setting}Hint`)}
            </p>
          </div>
        </div>
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="grid max-w-5xl gap-6"
    >
      <SectionCard title={t('form.details')} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>{t('form.name')}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            {...form.register('name')}
          />
          {errors.name && (
            <p id={`${id}-name-error`} role="alert" className="text-destructive text-sm">
              {nameText(errors.name)}
            </p>
          )}
        </div>
        {institutes && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-institute`}>{t('form.institute')}</Label>
            <Controller
              control={form.control}
              name="researchInstituteId"
              render={({ field }) => (
                <InstituteSelect
                  id={`${id}-institute`}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={errors.researchInstituteId ? true : undefined}
                  aria-describedby={
                    errors.researchInstituteId ? `${id}-institute-error` : undefined
                  }
                  institutes={institutes}
                  none={{ value: '', label: t('form.chooseInstitute'), disabled: true }}
                  value={field.value ?? null}
                  onChange={(instituteId) => field.onChange(instituteId ?? undefined)}
                />
              )}
            />
            {errors.researchInstituteId && (
              <p id={`${id}-institute-error`} role="alert" className="text-destructive text-sm">
                {t('form.errors.instituteRequired')}
              </p>
            )}
          </div>
        )}
      </SectionCard>

      <SectionCard title={t('settings.title')} className="grid gap-5">
        {settingCheckbox('showDemonstration')}
        {settingCheckbox('giveFeedback')}
        <div className="grid max-w-xs gap-2">
          <Label htmlFor={`${id}-pictureSet`}>{t('settings.pictureSet')}</Label>
          <NativeSelect id={`${id}-pictureSet`} {...form.register('pictureSet')}>
            {PICTURE_SETS.map((set) => (
              <NativeSelectOption key={set} value={set}>
                {t(`settings.pictureSets.${set}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid max-w-md gap-2">
          <Label htmlFor={`${id}-instanceOrder`}>{t('settings.instanceOrder')}</Label>
          <div className="max-w-xs">
            <NativeSelect
              id={`${id}-instanceOrder`}
              aria-describedby={`${id}-instanceOrder-hint`}
              {...form.register('instanceOrder')}
            >
              {INSTANCE_ORDERS.map((order) => (
                <NativeSelectOption key={order} value={order}>
                  {t(`settings.instanceOrders.${order}`)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <p id={`${id}-instanceOrder-hint`} className="text-muted-foreground text-sm">
            {t('settings.instanceOrderHint')}
          </p>
        </div>
        {settingCheckbox('shuffleItems')}
      </SectionCard>

      <SectionCard
        title={t('form.instances')}
        description={t('form.instancesHint')}
        className="grid gap-6 lg:grid-cols-[3fr_2fr]"
      >
        <InstancePicker
          instances={instances}
          selectedIds={instanceIds}
          onToggle={(instanceId) => setInstanceIds(toggleId(instanceIds, instanceId))}
        />
        <section aria-labelledby={`${id}-chosen`} className="grid content-start gap-3">
          <div>
            <h3 id={`${id}-chosen`} className="font-semibold">
              {t('form.chosen')}
            </h3>
            <p className="text-muted-foreground text-sm">
              {t('form.chosenCount', { count: chosen.length })}
            </p>
          </div>
          <ChosenInstances items={chosen} onChange={setInstanceIds} />
          {instancesText && (
            <p role="alert" className="text-destructive text-sm">
              {instancesText}
            </p>
          )}
        </section>
      </SectionCard>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
