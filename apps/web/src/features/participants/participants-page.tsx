import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useParticipants } from './api/get-participants';
import { ParticipantCard } from './components/participant-card';
import { ParticipantsPagination } from './components/participants-pagination';
import { pageOf } from './pagination';

const route = getRouteApi('/_authenticated/participants/');

/**
 * /participants: the participants as a card grid, one page of cards at a time so that thousands of
 * participants render as fast as a few.
 */
export function ParticipantsPage() {
  const { t } = useTranslation('participants');
  const participants = useParticipants();
  const { page: requestedPage } = route.useSearch();
  const { items, page, pageCount } = pageOf(participants, requestedPage ?? 1);

  return (
    <>
      <PageHeader
        title={t('title')}
        subheader={participants.length > 0 ? t('total', { count: participants.length }) : undefined}
        actions={
          <Button asChild>
            <Link to="/participants/add">
              <Plus aria-hidden="true" />
              {t('addParticipant')}
            </Link>
          </Button>
        }
      />
      {participants.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center">
          {t('empty')}
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((participant) => (
              <ParticipantCard key={participant.id} participant={participant} />
            ))}
          </ul>
          <ParticipantsPagination page={page} pageCount={pageCount} />
        </>
      )}
    </>
  );
}
