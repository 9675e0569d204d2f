import { Check, X } from 'lucide-react';
import type { AnswerResponse, InputType } from '@cogniplay/contract';
import { classes } from '../../shared/play/classes';
import { NO_CLASS, YES_CLASS } from '../../shared/play/colours';
import { usePlayTexts } from '../../shared/play/play-texts';
import { answerOnPress } from '../../shared/play/answer-on-press';

type AnswerButtonsProps = {
  /** Called on pointer-down (or a keyboard click) with the event's time stamp. */
  onAnswer: (response: AnswerResponse, inputType: InputType, timeStamp: number) => void;
  /** The answer given, shown pressed while the page waits for feedback. */
  chosen?: AnswerResponse;
  /** Not taking answers yet: disabled, but drawn as usual (it lasts a blink). */
  disabled?: boolean;
};

/**
 * The two large answer buttons: ✓ fits on the left (← / F), ✗ does not fit on the right (→ / J).
 * They answer on pointer-down, which is when the reaction time stops; a keyboard's Enter or
 * Space (a click without a pointer) answers as 'key'.
 */
export function AnswerButtons({ onAnswer, chosen, disabled = false }: AnswerButtonsProps) {
  const { texts } = usePlayTexts();
  const buttons = [
    { response: 'fits', Icon: Check, label: texts.target.fits, colour: YES_CLASS },
    {
      response: 'does_not_fit',
      Icon: X,
      label: texts.target.doesNotFit,
      colour: NO_CLASS,
    },
  ] as const;
  return (
    <div className="grid w-full max-w-3xl grid-cols-2 gap-4 sm:gap-8">
      {buttons.map(({ response, Icon, label, colour }) => (
        <button
          key={response}
          type="button"
          data-response={response}
          disabled={disabled}
          aria-pressed={chosen === undefined ? undefined : chosen === response}
          className={classes(
            'flex min-h-24 flex-col items-center justify-center gap-1 rounded-3xl px-4 py-3 text-white shadow-lg sm:min-h-32',
            'focus-visible:ring-4 focus-visible:ring-black focus-visible:ring-offset-4 focus-visible:outline-none',
            'transition-transform active:scale-95',
            colour,
            chosen !== undefined && chosen !== response && 'opacity-40',
            chosen === response && 'ring-4 ring-black ring-offset-4',
          )}
          {...answerOnPress((inputType, timeStamp) => onAnswer(response, inputType, timeStamp))}
        >
          <Icon className="size-14 sm:size-20" strokeWidth={3.5} aria-hidden="true" />
          <span className="text-lg font-semibold sm:text-2xl">{label}</span>
        </button>
      ))}
    </div>
  );
}
