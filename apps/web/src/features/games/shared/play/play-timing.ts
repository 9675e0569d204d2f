// Reaction times: whole milliseconds from the item's first paint (the requestAnimationFrame after
// render, performance.now()) to the pointer-down or key press.
import type { InputType } from '@cogniplay/contract';

/** The contract's REACTION_TIME_MAX_MS (not imported: the page's bundle stays free of zod). */
export const REACTION_TIME_MAX_MS = 10 * 60 * 1000;

/**
 * The contract's INPUT_LOCK_MS: an item takes answers only from this long after its first paint.
 * The screen moves on as soon as an answer lands, so the second tap of a double tap (the two come
 * well within 300 ms) would otherwise answer the next item, with a reaction time of a few
 * milliseconds the child never gave; and no child judges a picture faster than this.
 */
export const INPUT_LOCK_MS = 300;
/** The contract's EARLY_TAPS_MAX and HIDDEN_MAX_MS: what an answer reports at most. */
export const EARLY_TAPS_MAX = 1000;
export const HIDDEN_MAX_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether an input at `at` comes too soon after the paint at `shownAt` to be an answer. */
export function tooSoon(shownAt: number, at: number): boolean {
  return at - shownAt < INPUT_LOCK_MS;
}

/** Whole milliseconds between two performance.now() readings, never negative. */
export function reactionTimeMs(shownAt: number, answeredAt: number): number {
  return Math.max(0, Math.round(answeredAt - shownAt));
}

/**
 * The wall-clock time of an input: the item's shown time plus the time passed on the performance
 * clock, so a wall clock set back mid-item never makes an answer come before its item (which the
 * server refuses).
 */
export function answeredWallTime(shownWall: number, shownAt: number, answeredAt: number): number {
  return shownWall + Math.max(0, answeredAt - shownAt);
}

/**
 * When an input happened on the performance clock: the event's own time stamp (taken when the
 * browser received it, before a busy main thread ran the handler) when it is plausible, else now.
 */
export function inputMoment(eventTimeStamp: number, now: number, shownAt: number): number {
  return eventTimeStamp >= shownAt && eventTimeStamp <= now ? eventTimeStamp : now;
}

/** A PointerEvent's pointerType as the answer's input type ('' or unknown: mouse). */
export function inputTypeOf(pointerType: string): InputType {
  return pointerType === 'touch' || pointerType === 'pen' ? pointerType : 'mouse';
}
