import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { ParticipantAvatar } from './participant-avatar';
import { participantFullName } from '../participant-name';

/** One card of the participants grid: initials, full name, subject ID and '#id'. */
export function ParticipantCard({ participant }: { participant: Participant }) {
  const { t } = useTranslation('participants');
  const fullName = participantFullName(participant);

  return (
    <li>
      <Card className="h-full gap-4 py-5" data-testid="participant-card">
        <CardContent className="flex items-center gap-4 px-5">
          <ParticipantAvatar participant={participant} className="size-12" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" title={fullName || undefined}>
              {fullName || <span className="text-muted-foreground italic">{t('noName')}</span>}
            </p>
            <p className="text-muted-foreground truncate text-sm">
              {t('card.subjectId', { subjectId: participant.subjectId })}
            </p>
          </div>
          <span className="text-muted-foreground self-start text-xs tabular-nums">
            {t('card.number', { id: participant.id })}
          </span>
        </CardContent>
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
