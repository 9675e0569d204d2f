import type { ComponentProps } from 'react';
import type { ResearchInstitute } from '@cogniplay/contract';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

type InstituteSelectProps = Omit<
  ComponentProps<typeof NativeSelect>,
  'value' | 'onChange' | 'children'
> & {
  institutes: readonly ResearchInstitute[];
  /** The chosen institute's id; null selects the first option. */
  value: number | null;
  onChange: (instituteId: number | null) => void;
  /** The first option, for no institute: a choice of its own, or a disabled prompt. */
  none: { value: string; label: string; disabled?: boolean };
};

/** A select of research institutes by name; its value is the chosen institute's id. */
export function InstituteSelect({
  institutes,
  value,
  onChange,
  none,
  ...props
}: InstituteSelectProps) {
  return (
    <NativeSelect
      {...props}
      value={value === null ? none.value : String(value)}
      onChange={(event) =>
        onChange(event.target.value === none.value ? null : Number(event.target.value))
      }
    >
      <NativeSelectOption value={none.value} disabled={none.disabled}>
        {none.label}
      </NativeSelectOption>
      {institutes.map((institute) => (
        <NativeSelectOption key={institute.id} value={String(institute.id)}>
          {institute.name}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
