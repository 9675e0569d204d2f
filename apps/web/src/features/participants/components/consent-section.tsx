import { useTranslation } from 'react-i18next';
import type { ConsentRecord, ParticipantDetail } from '@cogniplay/contract';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useParticipantConsent } from '../api/get-participant-consent';
import { ConsentStatusBadge } from './consent-status-badge';
import { RecordConsentDialog } from './record-consent-dialog';

/**
 * The participant page's consent: the status, whether the institute's sessions need it, the
 * 'Record decision' dialog, and every decision recorded, newest first.
 */
export function ConsentSection({ participant }: { participant: ParticipantDetail }) {
  const { t, i18n } = useTranslation('participants');
  const consent = useParticipantConsent(participant.id);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const who = (entry: ConsentRecord) =>
    entry.givenBy === null
      ? '—'
      : [t(`consent.givers.${entry.givenBy}`), entry.relation].filter(Boolean).join(' · ');

  return (
    <Card className="max-w-4xl gap-3 pt-4 pb-2" data-testid="participant-consent">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-5">
        <div className="flex items-center gap-3">
          <h2 className="leading-none font-semibold">{t('consent.title')}</h2>
          <ConsentStatusBadge status={consent.status} />
        </div>
        <RecordConsentDialog participant={participant} />
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        {participant.researchInstitute && (
          <p className="text-muted-foreground text-sm">
            {consent.sessionsNeedConsent ? t('consent.gateOn') : t('consent.gateOff')}
          </p>
        )}
        <h3 className="text-sm font-medium">{t('consent.history')}</h3>
        {consent.history.length === 0 ? (
          <p className="text-muted-foreground pb-3 text-sm">{t('consent.noHistory')}</p>
        ) : (
          <Table scrollLabel={t('consent.history')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('consent.columns.decidedOn')}</TableHead>
                <TableHead>{t('consent.columns.status')}</TableHead>
                <TableHead>{t('consent.columns.givenBy')}</TableHead>
                <TableHead>{t('consent.columns.form')}</TableHead>
                <TableHead>{t('consent.columns.recorded')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {consent.history.map((entry) => {
                const at = moment.format(new Date(entry.recordedAt));
                return (
                  <TableRow key={entry.id} data-testid="consent-record">
                    <TableCell className="whitespace-nowrap">
                      {entry.decidedOn ? (
                        <time dateTime={entry.decidedOn}>
                          {day.format(new Date(`${entry.decidedOn}T00:00:00Z`))}
                        </time>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>{t(`consent.status.${entry.status}`)}</TableCell>
                    <TableCell>{who(entry)}</TableCell>
                    <TableCell className="min-w-48 whitespace-normal">
                      {entry.form ? t('consent.formVersion', entry.form) : '—'}
                    </TableCell>
                    <TableCell className="min-w-40 whitespace-normal">
                      {entry.recordedBy
                        ? t('consent.recordedBy', { name: entry.recordedBy.name, at })
                        : t('consent.recordedByGone', { at })}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
