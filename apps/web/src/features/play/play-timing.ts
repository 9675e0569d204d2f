// Reaction times: whole milliseconds from the item's first paint (the requestAnimationFrame after
// render, performance.now()) to the pointer-down or key press.
import type { InputType } from '@cogniplay/contract';

/** The contract's REACTION_TIME_MAX_MS (not imported: the page's bundle stays free of zod). */
export const REACTION_TIME_MAX_MS = 10 * 60 * 1000;

/** Whole milliseconds between two performance.now() readings, never negative. */
export function reactionTimeMs(shownAt: number, answeredAt: number): number {
  return Math.max(0, Math.round(answeredAt - shownAt));
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

/** Keys that answer: ←/F = fits, →/J = does not fit. */
export function responseOfKey(key: string): 'fits' | 'does_not_fit' | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'f':
    case 'F':
      return 'fits';
    case 'ArrowRight':
    case 'j':
    case 'J':
      return 'does_not_fit';
    default:
      return undefined;
  }
}
