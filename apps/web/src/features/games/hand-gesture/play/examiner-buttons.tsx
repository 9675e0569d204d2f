import type { Gesture, GestureResponseValue, Hand, InputType } from '@cogniplay/contract';
import { classes } from '../../shared/play/classes';
import { usePlayTexts } from '../../shared/play/play-texts';
import { answerOnPress } from '../../shared/play/answer-on-press';
import { HandPicture } from '../pictures/hand-picture';
import { GESTURES } from './gesture-texts';

type ExaminerButtonsProps = {
  /** The task's gestures, offered first. */
  gestures: readonly Gesture[];
  hand: Hand;
  /** Called on pointer-down (or a keyboard click) with the event's time stamp. */
  onRecord: (response: GestureResponseValue, inputType: InputType, timeStamp: number) => void;
  /** The response recorded, shown pressed while the page moves on. */
  chosen?: GestureResponseValue;
  disabled?: boolean;
  /** Above the buttons; by default, that the adult taps what the child did. */
  heading?: string;
};

/**
 * The adult's panel in examiner mode: every gesture, drawn and named (the task's own first), then
 * "No response" and "Self-corrected". A response is recorded on pointer-down, as the child's
 * answers in other games are.
 */
export function ExaminerButtons({
  gestures,
  hand,
  onRecord,
  chosen,
  disabled = false,
  heading,
}: ExaminerButtonsProps) {
  const { texts } = usePlayTexts();
  const ordered = [...gestures, ...GESTURES.filter((gesture) => !gestures.includes(gesture))];
  const buttons: { response: GestureResponseValue; label: string }[] = [
    ...ordered.map((gesture) => ({ response: gesture, label: texts.gesture.names[gesture] })),
    { response: 'none', label: texts.gesture.none },
    { response: 'self-corrected', label: texts.gesture.selfCorrected },
  ];
  return (
    <section
      aria-labelledby="examiner-heading"
      className="w-full max-w-4xl rounded-3xl border-2 border-dashed border-[#1f2937] bg-white p-3"
    >
      <h2 id="examiner-heading" className="mb-2 text-center text-base font-semibold sm:text-lg">
        {heading ?? texts.gesture.examiner}
      </h2>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {buttons.map(({ response, label }) => (
          <button
            key={response}
            type="button"
            data-response={response}
            disabled={disabled}
            aria-pressed={chosen === undefined ? undefined : chosen === response}
            className={classes(
              'flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl border-2 border-[#1f2937] bg-[#f8fafc] p-1 text-sm font-semibold text-[#111827]',
              'focus-visible:ring-4 focus-visible:ring-black focus-visible:ring-offset-2 focus-visible:outline-none',
              'transition-transform active:scale-95 disabled:opacity-60',
              chosen !== undefined && chosen !== response && 'opacity-40',
              chosen === response && 'ring-4 ring-black ring-offset-2',
            )}
            {...answerOnPress((inputType, timeStamp) => onRecord(response, inputType, timeStamp))}
          >
            {response !== 'none' && response !== 'self-corrected' && (
              <HandPicture gesture={response} hand={hand} className="size-12" />
            )}
            <span>{label}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
