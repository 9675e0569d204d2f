// The clock of an item a child answers, the same for every game: input counts only once the item
// is painted (the animation frame after render starts its clock), from INPUT_LOCK_MS after that,
// and only once: a double tap's second tap, a second key or a tap landing while the next item
// renders is ignored, but counted as an early tap. A tablet that slept or switched apps shows the
// item anew, and the time it was hidden is kept. Use it in a component rendered with a key per
// item, so that each item starts with a fresh clock.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InputType } from '@cogniplay/contract';
import {
  answeredWallTime,
  EARLY_TAPS_MAX,
  HIDDEN_MAX_MS,
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
  /** Touches, clicks and key presses before the item took answers. */
  earlyTaps: number;
  /** Milliseconds from the paint to the first of them (0: before the paint); only with some. */
  firstEarlyTapMs?: number;
  /** Milliseconds the page was hidden while the item was on it. */
  hiddenMs: number;
}

export interface ItemClock<Response> {
  /** Whether the item takes answers (painted, and the input lock is over). */
  ready: boolean;
  /**
   * An input of the child at the event's `timeStamp`: answers once, when it counts; whether it
   * did (not before the paint, within the input lock, while hidden or a second time).
   */
  answer: (response: Response, inputType: InputType, timeStamp: number) => boolean;
  /** performance.now() at the item's first paint; null before it and while the page is hidden. */
  shownAt: () => number | null;
}

export function useItemClock<Response>(
  onAnswer: (answer: GivenAnswer<Response>) => void,
): ItemClock<Response> {
  /** performance.now() and Date.now() at the item's first paint; null before it or while hidden. */
  const shown = useRef<{ at: number; wall: number } | null>(null);
  const answered = useRef(false);
  const early = useRef<{ taps: number; firstMs: number | undefined }>({
    taps: 0,
    firstMs: undefined,
  });
  const hidden = useRef<{ totalMs: number; since: number | null }>({ totalMs: 0, since: null });
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
      const now = performance.now();
      if (document.hidden) {
        hidden.current.since ??= now;
        return;
      }
      if (hidden.current.since !== null) {
        hidden.current.totalMs += now - hidden.current.since;
        hidden.current.since = null;
      }
      frame = requestAnimationFrame(markShown);
    };
    // Any touch, click or key before the item takes answers (the buttons are disabled then, so
    // the window hears it first).
    const onInput = (event: Event) => {
      if (answered.current || document.hidden || (event as KeyboardEvent).repeat) return;
      const start = shown.current;
      const now = performance.now();
      const at = start === null ? now : inputMoment(event.timeStamp, now, start.at);
      if (start !== null && !tooSoon(start.at, at)) return;
      early.current.taps += 1;
      early.current.firstMs ??= start === null ? 0 : reactionTimeMs(start.at, at);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pointerdown', onInput, { capture: true });
    window.addEventListener('keydown', onInput, { capture: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(unlock);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pointerdown', onInput, { capture: true });
      window.removeEventListener('keydown', onInput, { capture: true });
    };
  }, []);

  const answer = (response: Response, inputType: InputType, timeStamp: number) => {
    const start = shown.current;
    if (start === null || answered.current) return false;
    const now = performance.now();
    const at = inputMoment(timeStamp, now, start.at);
    if (tooSoon(start.at, at)) return false;
    const reactionTime = reactionTimeMs(start.at, at);
    if (reactionTime > REACTION_TIME_MAX_MS) {
      // Left alone for over ten minutes: no plausible reaction time. The item counts as shown
      // now, and the next input answers it.
      shown.current = { at: now, wall: Date.now() };
      return false;
    }
    answered.current = true;
    const { taps, firstMs } = early.current;
    onAnswer({
      response,
      inputType,
      reactionTimeMs: reactionTime,
      clientShownAt: new Date(start.wall).toISOString(),
      clientAnsweredAt: new Date(answeredWallTime(start.wall, start.at, at)).toISOString(),
      earlyTaps: Math.min(taps, EARLY_TAPS_MAX),
      ...(taps > 0 && { firstEarlyTapMs: Math.min(firstMs ?? 0, INPUT_LOCK_MS) }),
      hiddenMs: Math.min(Math.round(hidden.current.totalMs), HIDDEN_MAX_MS),
    });
    return true;
  };
  const shownAt = useCallback(() => shown.current?.at ?? null, []);
  return { ready, answer, shownAt };
}
