// When a camera trial has its response: the first gesture held steadily for the task's hold time
// within its response window, from frames of the hand classifier. Pure, so that a test can play a
// trial frame by frame; the camera screen feeds it each frame's reading and the clock.
import type { GestureRecognition, Hand } from '@cogniplay/contract';
import type { GestureReading } from './classify-gesture';

/** A frame as the tracker reads it: when (ms from the stimulus's first paint) and the hand seen. */
export interface HandFrame {
  atMs: number;
  hand: { reading: GestureReading; side: Hand } | null;
}

/**
 * A gesture stays held through frames without it (no hand, or an unclear one) for at most this
 * long after it was last seen: the model loses a moving hand for a frame or two. Another gesture
 * ends it at once.
 */
export const HOLD_GAP_MS = 250;

interface Candidate {
  gesture: GestureReading['gesture'];
  side: Hand;
  sinceMs: number;
  lastSeenMs: number;
  confidences: number[];
}

export interface HoldState {
  firstHandMs: number | null;
  lastSide: Hand | null;
  candidate: Candidate | null;
  /**
   * The gesture the hand made while the trial took no answers yet (the input lock): one held
   * over from before, which counts only once the child lets go of it or changes it.
   */
  carried: GestureReading['gesture'] | null;
}

export const startHold = (): HoldState => ({
  firstHandMs: null,
  lastSide: null,
  candidate: null,
  carried: null,
});

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const whole = (ms: number) => Math.max(0, Math.round(ms));

/** The trial's recognition when its window ends without a held gesture. */
export function noResponse(state: HoldState): GestureRecognition {
  return {
    gesture: 'none',
    confidence: 0,
    hand: state.lastSide,
    firstHandMs: state.firstHandMs === null ? null : whole(state.firstHandMs),
    heldFromMs: null,
  };
}

/**
 * The state after one more frame, and the recognition once a gesture has been held for `holdMs`
 * (or `noResponse` once the frame is past `windowMs`). Frames before `lockMs` (the input lock)
 * count for the first hand seen, but start no hold: a gesture made then must be let go first.
 */
export function trackHold(
  state: HoldState,
  frame: HandFrame,
  { holdMs, windowMs, lockMs }: { holdMs: number; windowMs: number; lockMs: number },
): { state: HoldState; recognition?: GestureRecognition } {
  if (frame.atMs > windowMs) return { state, recognition: noResponse(state) };
  const { hand } = frame;
  const gesture = hand?.reading.gesture ?? 'none';
  const next: HoldState = {
    firstHandMs: state.firstHandMs ?? (hand ? frame.atMs : null),
    lastSide: hand?.side ?? state.lastSide,
    candidate: state.candidate,
    carried: state.carried,
  };
  if (frame.atMs < lockMs) {
    next.carried = gesture === 'none' ? null : gesture;
    return { state: next };
  }
  if (next.carried !== null) {
    if (gesture === next.carried) return { state: next };
    next.carried = null;
  }
  const { candidate } = next;
  if (gesture === 'none' || !hand) {
    if (candidate && frame.atMs - candidate.lastSeenMs > HOLD_GAP_MS) next.candidate = null;
    return { state: next };
  }
  // Frame after frame with the gesture holds it, however slowly a tablet reads frames.
  if (!candidate || candidate.gesture !== gesture) {
    next.candidate = {
      gesture,
      side: hand.side,
      sinceMs: frame.atMs,
      lastSeenMs: frame.atMs,
      confidences: [hand.reading.confidence],
    };
    return { state: next };
  }
  const held = {
    ...candidate,
    lastSeenMs: frame.atMs,
    confidences: [...candidate.confidences, hand.reading.confidence],
  };
  next.candidate = held;
  if (frame.atMs - held.sinceMs < holdMs) return { state: next };
  return {
    state: next,
    recognition: {
      gesture: held.gesture,
      confidence: Math.round(mean(held.confidences) * 100) / 100,
      hand: held.side,
      firstHandMs: whole(next.firstHandMs ?? held.sinceMs),
      heldFromMs: whole(held.sinceMs),
    },
  };
}
