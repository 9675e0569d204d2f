import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@cogniplay/contract';
import { SearchInput } from '@/components/search-input';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { instituteParticipantsQueryOptions } from '../api/get-participants';
import {
  filterParticipants,
  groupsOf,
  schoolsOf,
  type ParticipantsFilter,
} from '../participants-filter';
import { ConsentStatusBadge } from './consent-status-badge';
import { SchoolGroupSelects } from './school-group-selects';

/** Rows listed at most: more are found by the search and the filters (and chosen by 'all'). */
export const CHOOSER_LISTED = 100;

/** Who is chosen: the ids, subject IDs and consent status, nothing else of a participant. */
export type ChosenParticipant = Pick<Participant, 'id' | 'subjectId' | 'consentStatus'>;

type ParticipantChooserProps = {
  /** The assessment's research institute: a start accepts only its participants. */
  researchInstituteId: number;
  chosen: readonly ChosenParticipant[];
  onChosenChange: (chosen: ChosenParticipant[]) => void;
  describedBy?: string;
};

/**
 * Participants to choose from, in a dialog (starting sessions on an assessment's page): those
 * of the assessment's research institute, as the server filters them (an admin sees every
 * institute's, but a start refuses participants of another). The search by subject ID and the
 * school and group filters of /participants are kept in the dialog rather than the URL; 'choose
 * all shown' takes every match, listed or not. Rows show the subject ID, school and group: names
 * stay on the participants' own pages.
 */
export function ParticipantChooser({
  researchInstituteId,
  chosen,
  onChosenChange,
  describedBy,
}: ParticipantChooserProps) {
  const { t } = useTranslation('participants');
  const id = useId();
  const query = useQuery(instituteParticipantsQueryOptions(researchInstituteId));
  const [filter, setFilter] = useState<ParticipantsFilter>({});
  const participants = useMemo(() => query.data?.participants ?? [], [query.data]);
  const shown = useMemo(() => filterParticipants(participants, filter), [participants, filter]);
  const chosenIds = new Set(chosen.map((participant) => participant.id));
  const allShownChosen = shown.length > 0 && shown.every((p) => chosenIds.has(p.id));
  const someShownChosen = shown.some((p) => chosenIds.has(p.id));

  /** The chosen ids as targets, in the list's order. */
  const choose = (ids: ReadonlySet<number>) =>
    onChosenChange(
      participants
        .filter((participant) => ids.has(participant.id))
        .map(({ id: participantId, subjectId, consentStatus }) => ({
          id: participantId,
          subjectId,
          consentStatus,
        })),
    );
  const setOne = (participant: Participant, on: boolean) => {
    const next = new Set(chosenIds);
    if (on) next.add(participant.id);
    else next.delete(participant.id);
    choose(next);
  };
  const setAllShown = (on: boolean) => {
    const next = new Set(chosenIds);
    for (const participant of shown) {
      if (on) next.add(participant.id);
      else next.delete(participant.id);
    }
    choose(next);
  };

  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(query.error, t('chooser.failed'))}
      </p>
    );
  }
  if (!query.isPending && participants.length === 0) {
    return (
      <p>
        {t('empty')}{' '}
        <Link to="/participants/add" className="text-primary font-medium underline">
          {t('addParticipant')}
        </Link>
      </p>
    );
  }

  const schools = schoolsOf(participants);
  const groups = groupsOf(participants, filter.school);
  const listed = shown.slice(0, CHOOSER_LISTED);

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">{t('chooser.label')}</legend>
      <div role="search" aria-label={t('filters.label')} className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-q`}>{t('filters.search')}</Label>
          <SearchInput
            icon
            id={`${id}-q`}
            aria-busy={query.isPending || undefined}
            autoComplete="off"
            value={filter.q ?? ''}
            onValueChange={(value) => setFilter((f) => ({ ...f, q: value || undefined }))}
          />
        </div>
        <SchoolGroupSelects
          id={id}
          schools={schools}
          groups={groups}
          school={filter.school}
          group={filter.group}
          onChange={(change) => setFilter((f) => ({ ...f, ...change }))}
        />
      </div>

      {!query.isPending && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <Checkbox
              checked={allShownChosen ? true : someShownChosen ? 'indeterminate' : false}
              onCheckedChange={(checked) => setAllShown(checked === true)}
              disabled={shown.length === 0}
              className="size-5"
            />
            {t('chooser.chooseAllShown', { count: shown.length })}
          </label>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t('filters.shown', { count: shown.length, total: participants.length })}
            {' · '}
            <span className="text-foreground font-medium" data-testid="chosen-count">
              {t('chooser.chosen', { count: chosen.length })}
            </span>
          </p>
        </div>
      )}

      {/* The search shows while the participants load, so that it, not Cancel, has the focus
          when the dialog opens. */}
      {query.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t('chooser.loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('filters.noMatch')}</p>
      ) : (
        <ul
          aria-label={t('chooser.list')}
          className="max-h-64 divide-y overflow-y-auto rounded-md border"
          data-testid="chooser-list"
        >
          {listed.map((participant) => (
            <li key={participant.id}>
              <label className="hover:bg-muted/50 flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                <Checkbox
                  checked={chosenIds.has(participant.id)}
                  onCheckedChange={(checked) => setOne(participant, checked === true)}
                  aria-label={t('selection.selectOne', { subjectId: participant.subjectId })}
                  className="size-5"
                />
                <span className="min-w-0 flex-1 truncate font-mono" aria-hidden="true">
                  {participant.subjectId}
                </span>
                {participant.consentStatus !== 'given' && (
                  <ConsentStatusBadge status={participant.consentStatus} />
                )}
                <span
                  className="text-muted-foreground max-w-[50%] truncate text-right"
                  title={participant.school?.name}
                >
                  {[participant.school?.name, participant.group].filter(Boolean).join(' · ')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {shown.length > CHOOSER_LISTED && (
        <p className="text-muted-foreground text-sm">
          {t('chooser.more', { listed: CHOOSER_LISTED, count: shown.length })}
        </p>
      )}
    </fieldset>
  );
}
