import { participantInitials, type Participant } from '@cogniplay/contract';
import { cn } from '@/lib/utils';

/** The participant's initials in a circle: `size-12` on a card, `size-10` in a page's title. */
export function ParticipantAvatar({
  participant,
  className,
}: {
  participant: Pick<Participant, 'firstName' | 'lastName' | 'subjectId'>;
  className: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-primary/10 text-primary flex shrink-0 items-center justify-center rounded-full text-base font-semibold',
        className,
      )}
    >
      {participantInitials(participant)}
    </span>
  );
}
