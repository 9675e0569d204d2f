import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { Ban, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '@/components/detail-row';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { TextLink } from '@/components/text-link';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { useCreateSessionLink } from './api/create-session-link';
import { useSession } from './api/get-session';
import { useRevokeSession } from './api/revoke-session';
import { EarlyEndRow } from './components/early-end-row';
import { PlayLink } from './components/play-link';
import { SessionAction } from './components/session-action';
import { SessionResults } from './components/session-results';
import { SessionReviewCard } from './components/session-review-card';
import { SessionStateBadge } from './components/session-state-badge';
import { formatDateTime } from '@/lib/format-date';
import { sessionLinkQueryOptions } from './play-links';
import { canGetNewLink, isPlayable } from './session-state';

/**
 * /sessions/{id}: a session's state and dates; its play link (QR code, Open here, copy) right
 * after it was made, otherwise 'New link' (also once the link expired); 'Revoke' while it can be
 * played; the examiner's review; the results.
 */
export function SessionPage({ sessionId }: { sessionId: number }) {
  const { t, i18n } = useTranslation('assessments');
  const session = useSession(sessionId);
  const link = useQuery(sessionLinkQueryOptions(sessionId)).data ?? null;
  const newLink = useCreateSessionLink(sessionId);
  const revoke = useRevokeSession(sessionId);
  const playable = isPlayable(session);
  const renewable = canGetNewLink(session);

  const date = (iso: string | null) =>
    iso ? (
      <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
    ) : (
      <span className="text-muted-foreground italic">{t('session.notYet')}</span>
    );

  // The session's participant and assessment, each a link to its page.
  const linkRows = [
    {
      label: t('session.participant'),
      text: session.participant.subjectId,
      link: linkOptions({
        to: '/participants/$participantId',
        params: { participantId: session.participant.id },
      }),
    },
    {
      label: t('session.assessment'),
      text: session.assessment.name,
      link: linkOptions({
        to: '/assessments/$assessmentId',
        params: { assessmentId: session.assessment.id },
      }),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('session.title', { subjectId: session.participant.subjectId })}
        subheader={session.assessment.name}
        back={{ label: t('session.back') }}
      />
      <div className="grid max-w-4xl gap-6">
        <Card className="py-2">
          <CardContent className="px-5">
            <dl className="divide-y">
              <DetailRow label={t('session.state')}>
                <SessionStateBadge session={session} withCount />
              </DetailRow>
              {linkRows.map(({ label, text, link }) => (
                <DetailRow key={label} label={label}>
                  <TextLink {...link}>{text}</TextLink>
                </DetailRow>
              ))}
              <DetailRow label={t('session.answered')}>
                <span className="tabular-nums">
                  {t('sessions.answeredOf', {
                    answered: session.answeredCount,
                    total: session.totalCount,
                  })}
                </span>
              </DetailRow>
              <DetailRow label={t('session.createdAt')}>{date(session.createdAt)}</DetailRow>
              <DetailRow label={t('session.startedAt')}>{date(session.startedAt)}</DetailRow>
              <DetailRow label={t('session.completedAt')}>{date(session.completedAt)}</DetailRow>
              <EarlyEndRow session={session} />
              {session.revokedAt ? (
                <DetailRow label={t('session.revokedAt')}>{date(session.revokedAt)}</DetailRow>
              ) : (
                <DetailRow label={t('session.expiresAt')}>{date(session.expiresAt)}</DetailRow>
              )}
            </dl>
          </CardContent>
        </Card>

        <SectionCard title={t('session.link')} className="grid gap-4">
          {session.state === 'expired' ? (
            <p className="text-muted-foreground">{t('session.expired')}</p>
          ) : !playable ? (
            <p className="text-muted-foreground">{t('session.finished')}</p>
          ) : link ? (
            <PlayLink playUrl={link.playUrl} playCode={link.playCode} />
          ) : (
            <p className="text-muted-foreground">{t('session.noLink')}</p>
          )}
          {renewable && (
            <div className="flex flex-wrap gap-2">
              <SessionAction texts="session.newLink" icon={Link2} action={newLink} />
              {playable && (
                <SessionAction
                  texts="session.revoke"
                  icon={Ban}
                  action={revoke}
                  destructive
                  onDone={() => toast({ variant: 'success', title: t('session.revoked') })}
                />
              )}
            </div>
          )}
        </SectionCard>

        <SessionReviewCard sessionId={sessionId} />

        <SessionResults sessionId={sessionId} />
      </div>
    </>
  );
}
