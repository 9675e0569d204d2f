import { Link } from '@tanstack/react-router';
import { School, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConsentStatusBadge } from './consent-status-badge';
import { ParticipantAvatar } from './participant-avatar';
import { participantFullName } from '../participant-name';

type ParticipantCardProps = {
  participant: Participant;
  /** Whether the card is selected; with `onSelectedChange`, the card shows a checkbox. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
};

/**
 * One card of the participants grid: initials, full name, subject ID, consent, '#id', and the
 * school and group when set; a checkbox to select it when the grid offers selection.
 */
export function ParticipantCard({ participant, selected, onSelectedChange }: ParticipantCardProps) {
  const { t } = useTranslation('participants');
  const fullName = participantFullName(participant);
  const { school, group } = participant;

  return (
    <li>
      <Card
        className="data-[selected=true]:border-primary h-full gap-4 py-5"
        data-testid="participant-card"
        data-selected={selected ?? undefined}
      >
        <CardContent className="flex items-center gap-4 px-5">
          {onSelectedChange && (
            <Checkbox
              checked={selected ?? false}
              onCheckedChange={(checked) => onSelectedChange(checked === true)}
              aria-label={t('selection.selectOne', { subjectId: participant.subjectId })}
              className="size-5"
            />
          )}
          <ParticipantAvatar participant={participant} className="size-12" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" title={fullName || undefined}>
              {fullName || <span className="text-muted-foreground italic">{t('noName')}</span>}
            </p>
            <p className="text-muted-foreground truncate text-sm">
              {t('card.subjectId', { subjectId: participant.subjectId })}
            </p>
            <ConsentStatusBadge status={participant.consentStatus} />
          </div>
          <span className="text-muted-foreground self-start text-xs tabular-nums">
            {t('card.number', { id: participant.id })}
          </span>
        </CardContent>
        {(school || group !== null) && (
          <CardContent className="-mt-1 flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 px-5 text-sm">
            {school && (
              <span className="flex min-w-0 items-center gap-1.5" title={school.name}>
                <School aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
                <span className="sr-only">{t('card.school')}</span>
                <span className="truncate">{school.name}</span>
              </span>
            )}
            {group !== null && (
              <span className="flex min-w-0 items-center gap-1.5" title={group}>
                <Users aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
                <span className="truncate">{t('card.group', { group })}</span>
              </span>
            )}
          </CardContent>
        )}
        <CardFooter className="mt-auto px-5">
          <Button asChild variant="outline" size="sm" className="w-full">
            <Link to="/participants/$participantId" params={{ participantId: participant.id }}>
              {t('card.viewDetails')}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}
