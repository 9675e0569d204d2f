import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AnswerResponse, InputType, PictureSet, PlayInstance } from '@cogniplay/contract';
import { AnswerButtons } from './answer-buttons';
import { pictureTexts, type PlayPicture } from './play-picture';
import { fill, usePlayTexts } from './play-texts';
import {
  answeredWallTime,
  INPUT_LOCK_MS,
  inputMoment,
  REACTION_TIME_MAX_MS,
  reactionTimeMs,
  responseOfKey,
  tooSoon,
} from './play-timing';

export interface GivenAnswer {
  response: AnswerResponse;
  inputType: InputType;
  reactionTimeMs: number;
  clientShownAt: string;
  clientAnsweredAt: string;
}

type TargetScreenProps = {
  item: PlayInstance['targetItems'][number];
  pictureSet: PictureSet;
  Picture: PlayPicture;
  number: number;
  total: number;
  onAnswer: (answer: GivenAnswer) => void;
  chosen?: AnswerResponse;
};

/**
 * One target item alone, with the two answer buttons. Input counts only once the item is painted
 * (the animation frame after render starts its clock), from INPUT_LOCK_MS after that, and only
 * once: a double tap's second tap, a second key or a tap landing while the next item renders is
 * ignored. The buttons are disabled until they take answers. Rendered with a key per item, so
 * each item starts with a fresh clock.
 */
export function TargetScreen({
  item,
  pictureSet,
  Picture,
  number,
  total,
  onAnswer,
  chosen,
}: TargetScreenProps) {
  const { texts } = usePlayTexts();
  /** performance.now() and Date.now() at the item's first paint; null before it or while hidden. */
  const shown = useRef<{ at: number; wall: number } | null>(null);
  const answered = useRef(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let unlock: ReturnType<typeof setTimeout> | undefined;
    const markShown = () => {
      shown.current = { at: performance.now(), wall: Date.now() };
      unlock = setTimeout(() => setReady(true), INPUT_LOCK_MS);
    };
    let frame = requestAnimationFrame(markShown);
    // A tablet that slept or switched apps shows the item anew: its clock starts again.
    const onVisibility = () => {
      cancelAnimationFrame(frame);
      clearTimeout(unlock);
      shown.current = null;
      setReady(false);
      if (!document.hidden) frame = requestAnimationFrame(markShown);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(unlock);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const answer = (response: AnswerResponse, inputType: InputType, timeStamp: number) => {
    const start = shown.current;
    if (start === null || answered.current) return;
    const now = performance.now();
    const at = inputMoment(timeStamp, now, start.at);
    if (tooSoon(start.at, at)) return;
    const reactionTime = reactionTimeMs(start.at, at);
    if (reactionTime > REACTION_TIME_MAX_MS) {
      // Left alone for over ten minutes: no plausible reaction time. The item counts as shown
      // now, and the next tap answers it.
      shown.current = { at: now, wall: Date.now() };
      return;
    }
    answered.current = true;
    onAnswer({
      response,
      inputType,
      reactionTimeMs: reactionTime,
      clientShownAt: new Date(start.wall).toISOString(),
      clientAnsweredAt: new Date(answeredWallTime(start.wall, start.at, at)).toISOString(),
    });
  };
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

  const progress = fill(texts.target.progress, { number, total });
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-between gap-4">
      <div className="flex w-full max-w-3xl flex-col items-center gap-2">
        <h1 className="text-xl font-semibold sm:text-2xl">{texts.target.heading}</h1>
        <div
          role="progressbar"
          aria-label={progress}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={number - 1}
          className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-slate-600"
            style={{ width: `${((number - 1) / Math.max(1, total)) * 100}%` }}
          />
        </div>
      </div>
      <div className="flex min-h-0 w-full flex-1 items-center justify-center">
        <Picture
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
