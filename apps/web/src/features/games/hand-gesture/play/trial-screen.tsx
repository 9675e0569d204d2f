import type { HandGestureResponse, PlayInstanceOf } from '@cogniplay/contract';
import type { ItemScreenProps } from '../../shared/play/game-play';
import { ItemProgress } from '../../shared/play/item-progress';
import { fill, usePlayTexts } from '../../shared/play/play-texts';
import { useItemClock } from '../../shared/play/use-item-clock';
import { HandPicture } from '../pictures/hand-picture';
import { GestureInput } from './gesture-input';
import { gesturePictureLabel } from './gesture-texts';

/**
 * One test trial: the rule, the gesture shown, large, and the response by camera or by the adult's
 * panel (gesture-input.tsx), once the trial takes answers (use-item-clock.ts). The reaction time
 * runs from the gesture's first paint to the adult's tap, or to the end of the camera's hold.
 */
export function TrialScreen({
  instance,
  itemIndex,
  number,
  total,
  onAnswer,
  chosen,
}: ItemScreenProps<PlayInstanceOf<'hand-gesture'>, HandGestureResponse>) {
  const { texts } = usePlayTexts();
  const clock = useItemClock(onAnswer);
  const trial = instance.trials[itemIndex];
  if (!trial) return null;
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-between gap-3">
      <div className="flex w-full max-w-3xl flex-col items-center gap-2">
        <h1 className="text-xl font-semibold sm:text-2xl">{texts.gesture.rule[instance.rule]}</h1>
        <ItemProgress
          number={number}
          total={total}
          label={fill(texts.gesture.progress, { number, total })}
        />
      </div>
      <div className="flex min-h-0 w-full flex-1 items-center justify-center">
        <HandPicture
          gesture={trial.shown}
          hand={instance.hand}
          label={gesturePictureLabel(texts, trial.shown, instance.hand)}
          className="size-[min(42dvh,80vw,28rem)]"
        />
      </div>
      <GestureInput instance={instance} clock={clock} chosen={chosen?.gesture} />
    </div>
  );
}
