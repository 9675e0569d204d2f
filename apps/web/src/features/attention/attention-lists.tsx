import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttentionSession, PendingInvitation } from '@cogniplay/contract';
import { SectionCard } from '@/components/section-card';
import { TextLink } from '@/components/text-link';
import { formatDateTime } from '@/lib/format-date';
import { useAttention } from './api/get-attention';

type AttentionListsProps = {
  /** Where a pending invitation's place opens: the admin's or the researcher's pages. */
  area: 'admin' | 'researcher';
};

/**
 * Below a home page's heading: the sessions being played, the sessions completed lately, the
 * invitations not accepted yet and the participants whose data is erased soon, a few of each
 * with links, and how many there are in all.
 */
export function AttentionLists({ area }: AttentionListsProps) {
  const { t, i18n } = useTranslation();
  const attention = useAttention();
  if (attention.isError) return <p className="text-destructive">{t('attention.error')}</p>;
  if (!attention.data) return <p className="text-muted-foreground">{t('attention.loading')}</p>;
  const { inProgress, recentlyCompleted, pendingInvitations, dueForErasure } = attention.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2 2xl:grid-cols-4" data-testid="attention">
      <AttentionCard
        title={t('attention.inProgress')}
        empty={t('attention.noneInProgress')}
        total={inProgress.total}
        shown={inProgress.entries.length}
      >
        {inProgress.entries.map((session) => (
          <SessionEntry key={session.id} session={session} kind="inProgress" />
        ))}
      </AttentionCard>
      <AttentionCard
        title={t('attention.recentlyCompleted')}
        empty={t('attention.noneCompleted')}
        total={recentlyCompleted.total}
        shown={recentlyCompleted.entries.length}
      >
        {recentlyCompleted.entries.map((session) => (
          <SessionEntry key={session.id} session={session} kind="completed" />
        ))}
      </AttentionCard>
      <AttentionCard
        title={t('attention.pendingInvitations')}
        empty={t('attention.noneInvitations')}
        total={pendingInvitations.total}
        shown={pendingInvitations.entries.length}
      >
        {pendingInvitations.entries.map((invitation) => (
          <InvitationEntry
            key={`${invitation.kind}-${invitation.place.id}-${invitation.email}`}
            invitation={invitation}
            area={area}
          />
        ))}
      </AttentionCard>
      <AttentionCard
        title={t('attention.dueForErasure')}
        empty={t('attention.noneDue')}
        total={dueForErasure.total}
        shown={dueForErasure.entries.length}
      >
        {dueForErasure.entries.map((due) => (
          <li key={due.participant.id} className="grid gap-0.5 py-2 text-sm">
            <TextLink
              to="/participants/$participantId"
              params={{ participantId: due.participant.id }}
            >
              {due.participant.subjectId}
            </TextLink>
            <span className="text-muted-foreground">
              {t('attention.dueAt', { at: formatDateTime(due.dueAt, i18n.language) })}
            </span>
          </li>
        ))}
      </AttentionCard>
    </div>
  );
}

function AttentionCard({
  title,
  empty,
  total,
  shown,
  children,
}: {
  title: string;
  empty: string;
  total: number;
  shown: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title} className="grid gap-3">
      {total === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <>
          <ul className="divide-y">{children}</ul>
          {total > shown && (
            <p className="text-muted-foreground text-sm">
              {t('attention.moreOf', { shown, total })}
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}

function SessionEntry({
  session,
  kind,
}: {
  session: AttentionSession;
  kind: 'inProgress' | 'completed';
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="grid gap-0.5 py-2 text-sm">
      <TextLink to="/sessions/$sessionId" params={{ sessionId: session.id }}>
        {session.subjectId} · {session.assessment.name}
      </TextLink>
      <span className="text-muted-foreground">
        {kind === 'inProgress'
          ? t('attention.answered', {
              answered: session.answeredCount,
              total: session.totalCount,
              at: formatDateTime(session.at, i18n.language),
            })
          : t('attention.completedAt', { at: formatDateTime(session.at, i18n.language) })}
      </span>
    </li>
  );
}

function InvitationEntry({
  invitation,
  area,
}: {
  invitation: PendingInvitation;
  area: 'admin' | 'researcher';
}) {
  const { t, i18n } = useTranslation();
  const place =
    invitation.kind === 'researcher' ? (
      <TextLink
        to="/admin/research-institutes/$instituteId"
        params={{ instituteId: invitation.place.id }}
      >
        {invitation.place.name}
      </TextLink>
    ) : area === 'admin' ? (
      <TextLink to="/admin/schools/$schoolId" params={{ schoolId: invitation.place.id }}>
        {invitation.place.name}
      </TextLink>
    ) : (
      <TextLink to="/r/schools/$schoolId" params={{ schoolId: invitation.place.id }}>
        {invitation.place.name}
      </TextLink>
    );
  return (
    <li className="grid gap-0.5 py-2 text-sm">
      <span className="break-all">{invitation.email}</span>
      <span className="text-muted-foreground">
        {t(invitation.kind === 'researcher' ? 'attention.researcherAt' : 'attention.staffAt')}{' '}
        {place} ·{' '}
        {t('attention.invitedAt', { at: formatDateTime(invitation.invitedAt, i18n.language) })}
      </span>
    </li>
  );
}
