import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import type { schoolsOf } from '../participants-filter';

/** The empty value of both selects: every school, every group. */
const ALL = '';

type SchoolGroupSelectsProps = {
  /** Prefix of the selects' ids. */
  id: string;
  schools: ReturnType<typeof schoolsOf>;
  groups: readonly string[];
  school: number | undefined;
  group: string | undefined;
  /** The filter's change; a new school also clears the group. */
  onChange: (change: { school?: number; group?: string }) => void;
};

/** The school and group filters of the participants page and the participant chooser. */
export function SchoolGroupSelects({
  id,
  schools,
  groups,
  school,
  group,
  onChange,
}: SchoolGroupSelectsProps) {
  const { t } = useTranslation('participants');
  return (
    <>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-school`}>{t('filters.school')}</Label>
        <NativeSelect
          id={`${id}-school`}
          className="truncate"
          value={school === undefined ? ALL : String(school)}
          onChange={(event) =>
            onChange({
              school: event.target.value === ALL ? undefined : Number(event.target.value),
              // A group of another school would hide everyone.
              group: undefined,
            })
          }
        >
          <NativeSelectOption value={ALL}>{t('filters.allSchools')}</NativeSelectOption>
          {schools.map((entry) => (
            <NativeSelectOption key={entry.id} value={String(entry.id)}>
              {entry.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-group`}>{t('filters.group')}</Label>
        <NativeSelect
          id={`${id}-group`}
          className="truncate"
          value={group ?? ALL}
          onChange={(event) =>
            onChange({ group: event.target.value === ALL ? undefined : event.target.value })
          }
        >
          <NativeSelectOption value={ALL}>{t('filters.allGroups')}</NativeSelectOption>
          {groups.map((entry) => (
            <NativeSelectOption key={entry} value={entry}>
              {entry}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
