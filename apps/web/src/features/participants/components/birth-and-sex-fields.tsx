import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  BIRTH_FUTURE_MESSAGE,
  BIRTH_MONTH_MISSING_MESSAGE,
  BIRTH_TOO_EARLY_MESSAGE,
  BIRTH_YEAR_MIN,
  BIRTH_YEAR_MISSING_MESSAGE,
  SEXES,
} from '@cogniplay/contract';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

type BirthAndSex = {
  birthYear?: number | null;
  birthMonth?: number | null;
  sex?: (typeof SEXES)[number] | null;
};

/** A select's or input's value as the API takes it: empty is null. */
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const textOrNull = (value: unknown) => (value === '' || value == null ? null : value);

/**
 * Month and year of birth (never the day) and sex, each optional, for the participant forms.
 * `idPrefix` keeps the ids of two forms on one page apart.
 */
export function BirthAndSexFields<Form extends BirthAndSex>({
  register,
  errors,
  idPrefix,
}: {
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation('participants');
  // The form's own names: the fields are BirthAndSex's.
  const field = register as unknown as UseFormRegister<BirthAndSex>;
  const fieldErrors = errors as FieldErrors<BirthAndSex>;
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: index + 1,
    label: monthName.format(new Date(Date.UTC(2000, index, 1))),
  }));
  const errorText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    switch (error.message) {
      case BIRTH_FUTURE_MESSAGE:
        return t('form.errors.birthFuture');
      case BIRTH_TOO_EARLY_MESSAGE:
        return t('form.errors.birthTooEarly', { min: BIRTH_YEAR_MIN });
      case BIRTH_YEAR_MISSING_MESSAGE:
      case BIRTH_MONTH_MISSING_MESSAGE:
        return t('form.errors.birthPair');
      default:
        return t('form.errors.invalid');
    }
  };
  const yearError = errorText(fieldErrors.birthYear);
  const monthError = errorText(fieldErrors.birthMonth);
  const id = (name: string) => `${idPrefix}-${name}`;
  const optional = <span className="text-muted-foreground font-normal">{t('form.optional')}</span>;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 flex items-center gap-2 text-sm leading-none font-medium">
          {t('form.birth')}
          {optional}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={id('birthMonth')} className="font-normal">
              {t('form.birthMonth')}
            </Label>
            <NativeSelect
              id={id('birthMonth')}
              aria-invalid={monthError ? true : undefined}
              aria-describedby={monthError ? id('birthMonth-error') : undefined}
              {...field('birthMonth', { setValueAs: numberOrNull })}
            >
              <NativeSelectOption value="">{t('form.notGiven')}</NativeSelectOption>
              {months.map((month) => (
                <NativeSelectOption key={month.value} value={month.value}>
                  {month.label}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            {monthError && (
              <p id={id('birthMonth-error')} role="alert" className="text-destructive text-sm">
                {monthError}
              </p>
            )}
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={id('birthYear')} className="font-normal">
              {t('form.birthYear')}
            </Label>
            <Input
              id={id('birthYear')}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={yearError ? true : undefined}
              aria-describedby={yearError ? id('birthYear-error') : undefined}
              {...field('birthYear', { setValueAs: numberOrNull })}
            />
            {yearError && (
              <p id={id('birthYear-error')} role="alert" className="text-destructive text-sm">
                {yearError}
              </p>
            )}
          </div>
        </div>
        <p className="text-muted-foreground text-sm">{t('form.birthHint')}</p>
      </fieldset>
      <div className="grid content-start gap-2">
        <Label htmlFor={id('sex')}>
          {t('form.sex')}
          {optional}
        </Label>
        <NativeSelect id={id('sex')} {...field('sex', { setValueAs: textOrNull })}>
          <NativeSelectOption value="">{t('form.notRecorded')}</NativeSelectOption>
          {SEXES.map((sex) => (
            <NativeSelectOption key={sex} value={sex}>
              {t(`sexes.${sex}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
