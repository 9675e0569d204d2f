import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { School } from '@cogniplay/contract';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

/** The select's value for "no school" (the API takes null). */
const NO_SCHOOL = 'none';

type SchoolSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'size'> & {
  /** The schools to choose from; undefined while they load. */
  schools: School[] | undefined;
  value: number | null | undefined;
  onChange: (schoolId: number | null) => void;
};

/**
 * A participant's school: 'No school' or one of `schools` (those of the participant's institute).
 * A current school missing from the list (it is still loading) stays shown.
 */
export function SchoolSelect({ schools, value, onChange, ...props }: SchoolSelectProps) {
  const { t } = useTranslation('participants');
  return (
    <NativeSelect
      {...props}
      className="truncate"
      disabled={props.disabled ?? schools === undefined}
      value={value == null ? NO_SCHOOL : String(value)}
      onChange={(event) =>
        onChange(event.target.value === NO_SCHOOL ? null : Number(event.target.value))
      }
    >
      <NativeSelectOption value={NO_SCHOOL}>
        {schools === undefined ? t('edit.loadingSchools') : t('form.noSchool')}
      </NativeSelectOption>
      {schools?.map((school) => (
        <NativeSelectOption key={school.id} value={String(school.id)}>
          {school.name}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
