import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import type {
  GestureResponseValue,
  HandGestureResponse,
  PlayInstanceOf,
} from '@cogniplay/contract';
import { BigButton } from '../../shared/play/big-button';
import { classes } from '../../shared/play/classes';
import { NO_CLASS, YES_CLASS } from '../../shared/play/colours';
import type { IntroScreenProps } from '../../shared/play/game-play';
import { fill, usePlayTexts } from '../../shared/play/play-texts';
import { useItemClock } from '../../shared/play/use-item-clock';
import { HandPicture } from '../pictures/hand-picture';
import { GestureInput } from './gesture-input';
import { gesturePictureLabel } from './gesture-texts';

/**
 * The practice trials: each gesture shown, the response taken as in the test trials (by camera
 * or the adult's panel), and the child hears whether it was right (shown the right gesture when
 * it was not). Nothing of it is recorded; then the test trials start.
 */
export function PracticeScreen({
  instance,
  onDone,
}: IntroScreenProps<PlayInstanceOf<'hand-gesture'>>) {
  const { texts } = usePlayTexts();
  const [index, setIndex] = useState(0);
  const [given, setGiven] = useState<GestureResponseValue | undefined>();
  const trial = instance.practice[index];
  if (!trial) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-8">
        <h1 className="text-center text-2xl font-semibold sm:text-3xl">
          {texts.gesture.rule[instance.rule]}
        </h1>
        <BigButton onPress={onDone}>
          {texts.gesture.startTrials}
          <ArrowRight className="size-10" strokeWidth={3} aria-hidden="true" />
        </BigButton>
      </div>
    );
  }
  const right = given === trial.expected;
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-between gap-3">
      <div className="flex flex-col items-center gap-1">
        <h1 className="text-xl font-semibold sm:text-2xl">{texts.gesture.rule[instance.rule]}</h1>
        <p className="text-base sm:text-lg">
          {fill(texts.gesture.practiceProgress, {
            number: index + 1,
            total: instance.practice.length,
          })}
        </p>
      </div>
      <HandPicture
        gesture={trial.shown}
        hand={instance.hand}
        label={gesturePictureLabel(texts, trial.shown, instance.hand)}
        className="size-[min(36dvh,70vw,24rem)]"
      />
      {given === undefined ? (
        <PracticeInput key={index} instance={instance} onGiven={setGiven} />
      ) : (
        <div className="flex flex-col items-center gap-4">
          <p
            role="status"
            className={classes(
              'rounded-2xl px-6 py-3 text-2xl font-semibold text-white',
              right ? YES_CLASS : NO_CLASS,
            )}
          >
            {right ? texts.gesture.right : texts.gesture.notQuite}
          </p>
          {!right && (
            <HandPicture
              gesture={trial.expected}
              hand={instance.hand}
              label={gesturePictureLabel(texts, trial.expected, instance.hand)}
              className="size-32"
            />
          )}
          <BigButton
            onPress={() => {
              setGiven(undefined);
              setIndex(index + 1);
            }}
          >
            {texts.gesture.next}
            <ArrowRight className="size-10" strokeWidth={3} aria-hidden="true" />
          </BigButton>
        </div>
      )}
    </div>
  );
}

/** A practice trial's response, with a clock of its own (one per trial: keyed by its index). */
function PracticeInput({
  instance,
  onGiven,
}: {
  instance: PlayInstanceOf<'hand-gesture'>;
  onGiven: (response: GestureResponseValue) => void;
}) {
  const clock = useItemClock<HandGestureResponse>((given) => onGiven(given.response.gesture));
  return <GestureInput instance={instance} clock={clock} />;
}
