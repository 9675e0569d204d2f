import { useEffect, useEffectEvent } from 'react';
import type { AnswerResponse, PlayInstanceOf } from '@cogniplay/contract';
import type { ItemScreenProps } from '../../shared/play/game-play';
import { ItemProgress } from '../../shared/play/item-progress';
import { usePlayTexts } from '../../shared/play/play-texts';
import { useItemClock } from '../../shared/play/use-item-clock';
import { ItemPicture } from '../pictures/item-picture';
import { AnswerButtons } from './answer-buttons';
import { responseOfKey } from './answer-keys';
import { pictureTexts } from './picture-texts';

/**
 * One target item alone, with the two answer buttons (or ←/F and →/J). The buttons are disabled
 * until the item takes answers (use-item-clock.ts).
 */
export function TargetScreen({
  instance,
  itemIndex,
  settings: { pictureSet },
  number,
  total,
  onAnswer,
  chosen,
}: ItemScreenProps<PlayInstanceOf<'rule-finding'>, AnswerResponse>) {
  const { texts } = usePlayTexts();
  const { ready, answer } = useItemClock(onAnswer);
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
    const response = responseOfKey(event.key);
    if (!response) return;
    event.preventDefault();
    answer(response, 'key', event.timeStamp);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const item = instance.targetItems[itemIndex];
  if (!item) return null;
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-between gap-4">
      <div className="flex w-full max-w-3xl flex-col items-center gap-2">
        <h1 className="text-xl font-semibold sm:text-2xl">{texts.target.heading}</h1>
        <ItemProgress number={number} total={total} />
      </div>
      <div className="flex min-h-0 w-full flex-1 items-center justify-center">
        <ItemPicture
          set={pictureSet}
          characteristics={item.characteristics}
          texts={pictureTexts(texts, pictureSet)}
          className="size-[min(52dvh,85vw,32rem)]"
        />
      </div>
      <AnswerButtons onAnswer={answer} chosen={chosen} disabled={!ready} />
    </div>
  );
}
