import { useMemo, useState, type ReactNode } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@cogniplay/contract';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageLinks } from '@/components/page-links';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useParticipants } from './api/get-participants';
import { ParticipantCard } from './components/participant-card';
import { ParticipantsFilters } from './components/participants-filters';
import { UnsafeSubjectIds } from './components/unsafe-subject-ids';
import { pageOf } from './pagination';
import { filterParticipants, participantsForAction, schoolsOf } from './participants-filter';

const route = getRouteApi('/_authenticated/participants/');

type ParticipantsPageProps = {
  /**
   * Actions on many participants (e.g. starting an assessment), shown in the selection bar. It
   * receives the selected participants, or every participant shown (after the filters, on all
   * pages) when none is selected, and which of the two it is; never an empty list.
   */
  renderBulkActions?: (participants: Participant[], scope: 'selected' | 'shown') => ReactNode;
  /**
   * An export of the participants' sessions (a header action): it receives the school and group
   * filters shown, and how they read.
   */
  renderExport?: (filters: ExportScope, label: string | undefined) => ReactNode;
};

/** The filters of the list an export keeps (the subject ID search is not one of them). */
export type ExportScope = { schoolId?: number; group?: string };

/**
 * /participants: the participants as a card grid, one page of cards at a time so that thousands of
 * participants render as fast as a few; filtered by school, group, consent and subject ID (in the
 * URL),
 * with a selection for the bulk actions.
 */
export function ParticipantsPage({ renderBulkActions, renderExport }: ParticipantsPageProps = {}) {
  const { t } = useTranslation('participants');
  const participants = useParticipants();
  const search = route.useSearch();
  const { school, group, q, consent } = search;
  const shown = useMemo(
    () => filterParticipants(participants, { school, group, q, consent }),
    [participants, school, group, q, consent],
  );
  const { items, page, pageCount } = pageOf(shown, search.page ?? 1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Ids of participants no longer listed do not count.
  const selectedCount = participants.reduce((n, p) => n + (selected.has(p.id) ? 1 : 0), 0);
  const allShownSelected = shown.length > 0 && shown.every((p) => selected.has(p.id));
  const someShownSelected = shown.some((p) => selected.has(p.id));

  const setOne = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAllShown = (on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const participant of shown) {
        if (on) next.add(participant.id);
        else next.delete(participant.id);
      }
      return next;
    });
  const forAction = participantsForAction(participants, shown, selected);
  const schoolName = schoolsOf(participants).find((s) => s.id === school)?.name;
  const exportLabel = [
    schoolName && `${t('filters.school')}: ${schoolName}`,
    group && `${t('filters.group')}: ${group}`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <PageHeader
        title={t('title')}
        subheader={participants.length > 0 ? t('total', { count: participants.length }) : undefined}
        actions={
          <>
            {renderExport?.(
              {
                ...(school !== undefined && { schoolId: school }),
                ...(group !== undefined && { group }),
              },
              exportLabel || undefined,
            )}
            <Button asChild variant="outline">
              <Link to="/participants/import">
                <Upload aria-hidden="true" />
                {t('import.open')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/participants/add">
                <Plus aria-hidden="true" />
                {t('addParticipant')}
              </Link>
            </Button>
          </>
        }
      />
      {participants.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <UnsafeSubjectIds participants={participants} />
          <ParticipantsFilters participants={participants} />
          <div
            role="group"
            aria-label={t('selection.label')}
            className="mb-4 flex min-h-9 flex-wrap items-center gap-x-4 gap-y-2"
            data-testid="participants-selection"
          >
            <label className="flex items-center gap-2 text-sm font-medium">
              <Checkbox
                checked={allShownSelected ? true : someShownSelected ? 'indeterminate' : false}
                onCheckedChange={(checked) => setAllShown(checked === true)}
                disabled={shown.length === 0}
                className="size-5"
              />
              {t('selection.selectAllShown')}
            </label>
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {t('filters.shown', { count: shown.length, total: participants.length })}
              {selectedCount > 0 && (
                <>
                  {' · '}
                  <span className="text-foreground font-medium" data-testid="selected-count">
                    {t('selection.selected', { count: selectedCount })}
                  </span>
                </>
              )}
            </p>
            {selectedCount > 0 && (
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                {t('selection.clear')}
              </Button>
            )}
            {renderBulkActions && forAction.length > 0 && (
              <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
                {renderBulkActions(forAction, selected.size === 0 ? 'shown' : 'selected')}
              </div>
            )}
          </div>
          {shown.length === 0 ? (
            <EmptyState>{t('filters.noMatch')}</EmptyState>
          ) : (
            <>
              <CardGrid>
                {items.map((participant) => (
                  <ParticipantCard
                    key={participant.id}
                    participant={participant}
                    selected={selected.has(participant.id)}
                    onSelectedChange={(on) => setOne(participant.id, on)}
                  />
                ))}
              </CardGrid>
              <PageLinks
                to="/participants"
                page={page}
                pageCount={pageCount}
                labels={{
                  nav: t('pagination.label'),
                  previous: t('pagination.previous'),
                  next: t('pagination.next'),
                  status: t('pagination.status', { page, pageCount }),
                }}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
