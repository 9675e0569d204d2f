import { useId, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONSENT_STATUSES, type ConsentStatus, type Participant } from '@cogniplay/contract';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { groupsOf, isFiltered, schoolsOf } from '../participants-filter';
import type { ParticipantsSearch } from '../participants-search';
import { SchoolGroupSelects } from './school-group-selects';

const route = getRouteApi('/_authenticated/participants/');

/**
 * The filters of /participants: a search by subject ID, the school and the group (of those the
 * participants have) and the consent status. They live in the URL; a change goes back to the first page.
 */
export function ParticipantsFilters({ participants }: { participants: readonly Participant[] }) {
  const { t } = useTranslation('participants');
  const id = useId();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const schools = schoolsOf(participants);
  const groups = groupsOf(participants, search.school);
  // The text as typed (the URL keeps it trimmed); follows the URL on back and forward.
  const [query, setQuery] = useState(search.q ?? '');
  const [urlQuery, setUrlQuery] = useState(search.q);
  if (urlQuery !== search.q) {
    setUrlQuery(search.q);
    if (query.trim() !== (search.q ?? '')) setQuery(search.q ?? '');
  }

  const apply = (change: Partial<ParticipantsSearch>) =>
    void navigate({
      search: (previous) => {
        const next = { ...previous, ...change, page: undefined };
        return Object.fromEntries(
          Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
        );
      },
      replace: true,
    });

  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{t('filters.search')}</Label>
        <SearchInput
          icon
          id={`${id}-q`}
          autoComplete="off"
          value={query}
          onValueChange={(value) => {
            setQuery(value);
            apply({ q: value.trim() || undefined });
          }}
        />
      </div>
      <SchoolGroupSelects
        id={id}
        schools={schools}
        // A group from the URL that no participant has any more stays selectable.
        groups={[...new Set([...groups, ...(search.group ? [search.group] : [])])]}
        school={search.school}
        group={search.group}
        onChange={apply}
      />
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-consent`}>{t('consent.filter')}</Label>
        <NativeSelect
          id={`${id}-consent`}
          value={search.consent ?? ''}
          onChange={(event) =>
            apply({ consent: (event.target.value || undefined) as ConsentStatus | undefined })
          }
        >
          <NativeSelectOption value="">{t('consent.filterAll')}</NativeSelectOption>
          {CONSENT_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {t(`consent.status.${status}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-end">
        {isFiltered(search) && (
          <Button
            variant="ghost"
            onClick={() => {
              setQuery('');
              apply({ school: undefined, group: undefined, q: undefined, consent: undefined });
            }}
          >
            <X aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
