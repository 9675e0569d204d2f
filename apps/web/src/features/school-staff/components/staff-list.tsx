import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@cogniplay/contract';
import { CardGrid } from '@/components/card-grid';
import { SearchInput } from '@/components/search-input';
import { matchesPersonSearch, sortPeople } from '@/lib/people';
import type { Viewer } from '@/lib/viewer';
import { StaffCard } from './staff-card';

type StaffListProps = { staff: readonly StaffMember[]; schoolId: number; viewer: Viewer };

/** The staff of a school with the live search and its two empty states (none, none matching). */
export function StaffList({ staff, schoolId, viewer }: StaffListProps) {
  const { t } = useTranslation('organisations');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const sorted = useMemo(() => sortPeople(staff), [staff]);
  const shown = useMemo(
    () => sorted.filter((member) => matchesPersonSearch(member, query)),
    [sorted, query],
  );

  return (
    <div className="grid gap-4">
      <div className="relative max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t('staff.search')}
        </label>
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <SearchInput
          id={searchId}
          className="pl-9"
          placeholder={t('staff.searchPlaceholder')}
          value={query}
          onValueChange={setQuery}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-muted-foreground" role="status">
          {staff.length === 0 ? t('staff.empty') : t('staff.noMatches')}
        </p>
      ) : (
        <CardGrid>
          {shown.map((member) => (
            <StaffCard key={member.id} member={member} schoolId={schoolId} viewer={viewer} />
          ))}
        </CardGrid>
      )}
    </div>
  );
}
