import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useParticipant } from './api/get-participant';
import { ParticipantAvatar } from './components/participant-avatar';
import { participantFullName } from './participant-name';

const route = getRouteApi('/_authenticated/participants/$participantId');

/** /participants/{id}: the participant's fields, institute and creation date. */
export function ParticipantPage() {
  const { t, i18n } = useTranslation('participants');
  const { participantId } = route.useParams();
  const participant = useParticipant(participantId);
  const fullName = participantFullName(participant);
  const createdAt = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(participant.createdAt));
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
      />
      <Card className="max-w-2xl py-2">
        <CardContent className="px-5">
          <dl className="divide-y">
            <Field label={t('detail.subjectId')}>{participant.subjectId}</Field>
            <Field label={t('detail.firstName')}>{participant.firstName || notGiven}</Field>
            <Field label={t('detail.lastName')}>{participant.lastName || notGiven}</Field>
            <Field label={t('detail.institute')}>
              {participant.researchInstitute?.name ?? (
                <span className="text-muted-foreground italic">{t('detail.noInstitute')}</span>
              )}
            </Field>
            <Field label={t('detail.createdAt')}>
              <time dateTime={participant.createdAt}>{createdAt}</time>
            </Field>
          </dl>
        </CardContent>
      </Card>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
