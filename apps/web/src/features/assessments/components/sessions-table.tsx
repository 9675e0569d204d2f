import { useTranslation } from 'react-i18next';
import type { ScoredSession } from '@cogniplay/contract';
import { EmptyState } from '@/components/empty-state';
import { TextLink } from '@/components/text-link';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useScoreFormat } from '@/lib/score-format';
import { entriesOf, useGameResultViews, viewOf } from '@/features/games/results-registry';
import { SessionStateBadge } from './session-state-badge';

type SessionsTableProps = {
  sessions: ScoredSession[];
  /** The first column: the participant (on an assessment's page) or the assessment (on a participant's). */
  by: 'participant' | 'assessment';
  /** Shown instead of the table when there are no sessions. */
  emptyText: string;
};

/**
 * Sessions with their state, answered/total, accuracy and each game's main measure so far (rule
 * finding's d′), started and completed; each links to its page.
 */
export function SessionsTable({ sessions, by, emptyText }: SessionsTableProps) {
  const { t, i18n } = useTranslation('assessments');
  const views = useGameResultViews(useScoreFormat());
  if (sessions.length === 0) {
    return <EmptyState className="p-6">{emptyText}</EmptyState>;
  }
  const number = (value: number, options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(i18n.language, options).format(value);
  const none = <span className="text-muted-foreground">–</span>;
  // A column for each playable game (today rule finding's d′).
  const games = Object.keys(views) as (keyof typeof views)[];
  const date = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time> : none;

  return (
    <div className="rounded-md border">
      <Table scrollLabel={t('sessions.table')}>
        <TableHeader>
          <TableRow>
            <TableHead>
              {t(by === 'participant' ? 'sessions.participant' : 'sessions.assessment')}
            </TableHead>
            <TableHead>{t('sessions.state')}</TableHead>
            <TableHead>{t('sessions.answered')}</TableHead>
            <TableHead>{t('sessions.accuracy')}</TableHead>
            {games.map((game) => (
              <TableHead key={game}>{views[game].sessionsColumn.header}</TableHead>
            ))}
            <TableHead>{t('sessions.started')}</TableHead>
            <TableHead>{t('sessions.completed')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id} data-testid="session-row">
              <TableCell>
                <TextLink to="/sessions/$sessionId" params={{ sessionId: session.id }}>
                  {by === 'participant' ? session.participant.subjectId : session.assessment.name}
                </TextLink>
              </TableCell>
              <TableCell>
                <SessionStateBadge session={session} />
              </TableCell>
              <TableCell className="tabular-nums">
                {t('sessions.answeredOf', {
                  answered: session.answeredCount,
                  total: session.totalCount,
                })}
              </TableCell>
              <TableCell className="tabular-nums" data-testid="session-accuracy">
                {session.scores.accuracy === null
                  ? none
                  : number(session.scores.accuracy, { style: 'percent', maximumFractionDigits: 1 })}
              </TableCell>
              {games.map((game) => {
                const [measures] = entriesOf(session.scores.games, game);
                const value = measures && viewOf(views, game).sessionsColumn.value(measures);
                return (
                  <TableCell key={game} className="tabular-nums">
                    {value === undefined || value === null
                      ? none
                      : number(value, { maximumFractionDigits: 2 })}
                  </TableCell>
                );
              })}
              <TableCell>{date(session.startedAt)}</TableCell>
              <TableCell>{date(session.completedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
