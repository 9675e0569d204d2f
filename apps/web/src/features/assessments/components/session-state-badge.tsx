import { useTranslation } from 'react-i18next';
import type { Session } from '@cogniplay/contract';
import { cn } from '@/lib/utils';
import { sessionStateText, STATE_TONE } from '../session-state';

type SessionStateBadgeProps = {
  session: Pick<Session, 'state' | 'answeredCount' | 'totalCount'>;
  /** 'In progress, 3 of 12 answered' instead of 'In progress' (where no column counts). */
  withCount?: boolean;
};

/** A session's state as a coloured label: not started, in progress, completed, expired, revoked. */
export function SessionStateBadge({ session, withCount = false }: SessionStateBadgeProps) {
  const { t } = useTranslation('assessments');
  const text = sessionStateText(session);
  const label =
    text.key === 'state.inProgressCount'
      ? withCount
        ? t(text.key, text.values)
        : t('state.in_progress')
      : t(text.key);
  return (
    <span
      data-state={session.state}
      className={cn(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATE_TONE[session.state],
      )}
    >
      {label}
    </span>
  );
}
