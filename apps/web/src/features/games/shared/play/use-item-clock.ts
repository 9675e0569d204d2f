// The clock of an item a child answers, the same for every game: input counts only once the item
// is painted (the animation frame after render starts its clock), from INPUT_LOCK_MS after that,
// and only once: a double tap's second tap, a second key or a tap landing while the next item
// renders is ignored. A tablet that slept or switched apps shows the item anew. Use it in a
// component rendered with a key per item, so that each item starts with a fresh clock.
import { useEffect, useRef, useState } from 'react';
import type { InputType } from '@cogniplay/contract';
import {
  answeredWallTime,
  INPUT_LOCK_MS,
  inputMoment,
  REACTION_TIME_MAX_MS,
  reactionTimeMs,
  tooSoon,
} from './play-timing';

/** An answer as the item's screen gives it: what the child said, when and how. */
export interface GivenAnswer<Response = unknown> {
  response: Response;
  inputType: InputType;
  reactionTimeMs: number;
  clientShownAt: string;
  clientAnsweredAt: string;
}

export interface ItemClock<Response> {
  /** Whether the item takes answers (painted, and the input lock is over). */
  ready: boolean;
  /** An input of the child at the event's `timeStamp`: answers once, when it counts. */
  answer: (response: Response, inputType: InputType, timeStamp: number) => void;
}

export function useItemClock<Response>(
  onAnswer: (answer: GivenAnswer<Response>) => void,
): ItemClock<Response> {
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

  const answer = (response: Response, inputType: InputType, timeStamp: number) => {
    const start = shown.current;
    if (start === null || answered.current) return;
    const now = performance.now();
    const at = inputMoment(timeStamp, now, start.at);
    if (tooSoon(start.at, at)) return;
    const reactionTime = reactionTimeMs(start.at, at);
    if (reactionTime > REACTION_TIME_MAX_MS) {
      // Left alone for over ten minutes: no plausible reaction time. The item counts as shown
      // now, and the next input answers it.
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
  return { ready, answer };
}
