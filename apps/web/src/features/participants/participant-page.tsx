import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '@/components/detail-row';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useParticipant } from './api/get-participant';
import { ConsentSection } from './components/consent-section';
import { CorrectIdentityDialog } from './components/correct-identity-dialog';
import { EditParticipantDialog } from './components/edit-participant-dialog';
import { EraseParticipantDialog } from './components/erase-participant-dialog';
import { ParticipantAvatar } from './components/participant-avatar';
import { participantFullName } from './participant-name';

const route = getRouteApi('/_authenticated/participants/$participantId');

type ParticipantPageProps = {
  /** The participant's sessions (another feature's), shown as a section below the details. */
  sessions?: ReactNode;
  /** Actions on the participant (e.g. starting an assessment), next to the page header. */
  actions?: ReactNode;
};

/**
 * /participants/{id}: the participant's fields, school and group (editable), institute and
 * creation date; their consent and its history; the `sessions` and `actions` slots when given.
 */
export function ParticipantPage({ sessions, actions }: ParticipantPageProps = {}) {
  const { t, i18n } = useTranslation('participants');
  const { participantId } = route.useParams();
  const participant = useParticipant(participantId);
  const fullName = participantFullName(participant);
  const createdAt = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(participant.createdAt));
  const birthMonth = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const notGiven = <span className="text-muted-foreground italic">{t('detail.notGiven')}</span>;

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <ParticipantAvatar participant={participant} className="size-10" />
            <span className="min-w-0 break-words">{fullName || participant.subjectId}</span>
          </span>
        }
        subheader={t('card.number', { id: participant.id })}
        back={{ to: '/participants', label: t('detail.back') }}
        actions={actions}
      />
      <Card className="max-w-2xl gap-2 pt-4 pb-2">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-5">
          <h2 className="leading-none font-semibold">{t('detail.details')}</h2>
          <div className="flex flex-wrap gap-2">
            <CorrectIdentityDialog participant={participant} />
            <EditParticipantDialog participant={participant} />
          </div>
        </CardHeader>
        <CardContent className="px-5">
          <dl className="divide-y">
            <DetailRow label={t('detail.subjectId')}>{participant.subjectId}</DetailRow>
            <DetailRow label={t('detail.firstName')}>{participant.firstName || notGiven}</DetailRow>
            <DetailRow label={t('detail.lastName')}>{participant.lastName || notGiven}</DetailRow>
            <DetailRow label={t('detail.school')}>
              {participant.school?.name ?? (
                <span className="text-muted-foreground italic">{t('detail.noSchool')}</span>
              )}
            </DetailRow>
            <DetailRow label={t('detail.group')}>
              {participant.group ?? (
                <span className="text-muted-foreground italic">{t('detail.noGroup')}</span>
              )}
            </DetailRow>
            <DetailRow label={t('detail.birth')}>
              {participant.birthYear !== null && participant.birthMonth !== null ? (
                birthMonth.format(
                  new Date(Date.UTC(participant.birthYear, participant.birthMonth - 1, 1)),
                )
              ) : (
                <span className="text-muted-foreground italic">{t('detail.notRecorded')}</span>
              )}
            </DetailRow>
            <DetailRow label={t('detail.sex')}>
              {participant.sex ? (
                t(`sexes.${participant.sex}`)
              ) : (
                <span className="text-muted-foreground italic">{t('detail.notRecorded')}</span>
              )}
            </DetailRow>
            <DetailRow label={t('detail.institute')}>
              {participant.researchInstitute?.name ?? (
                <span className="text-muted-foreground italic">{t('detail.noInstitute')}</span>
              )}
            </DetailRow>
            <DetailRow label={t('detail.createdAt')}>
              <time dateTime={participant.createdAt}>{createdAt}</time>
            </DetailRow>
          </dl>
        </CardContent>
      </Card>
      <div className="mt-8">
        <ConsentSection participant={participant} />
      </div>
      {sessions && (
        // The slot brings its own heading.
        <section className="mt-8" data-testid="participant-sessions">
          {sessions}
        </section>
      )}
      {/* Last on the page, away from everyday actions: it cannot be undone. */}
      <div className="mt-8">
        <EraseParticipantDialog participant={participant} />
      </div>
    </>
  );
}
