import { describe, expect, it } from 'vitest';
import type { Gesture, GestureRecognition } from '@cogniplay/contract';
import { HOLD_GAP_MS, startHold, trackHold, type HandFrame } from './hold-tracker';

const timing = { holdMs: 1000, windowMs: 10_000, lockMs: 300 };
const seen = (atMs: number, gesture: Gesture | 'none', confidence = 0.9): HandFrame => ({
  atMs,
  hand: { reading: { gesture, confidence }, side: 'right' },
});
const empty = (atMs: number): HandFrame => ({ atMs, hand: null });

/** Feeds frames until one gives a recognition; returns it and the frame's time. */
function play(frames: HandFrame[]): { recognition?: GestureRecognition; atMs?: number } {
  let state = startHold();
  for (const frame of frames) {
    const step = trackHold(state, frame, timing);
    if (step.recognition) return { recognition: step.recognition, atMs: frame.atMs };
    state = step.state;
  }
  return {};
}

/** Frames every 33 ms from `fromMs` to `toMs`. */
const every33 = (fromMs: number, toMs: number, frame: (atMs: number) => HandFrame) =>
  Array.from({ length: Math.floor((toMs - fromMs) / 33) + 1 }, (_, n) => frame(fromMs + n * 33));

describe('trackHold', () => {
  it('answers with the first gesture held for the hold time, timed from the first paint', () => {
    const result = play([
      ...every33(0, 400, empty),
      ...every33(500, 700, (at) => seen(at, 'flat-hand')),
      ...every33(800, 2000, (at) => seen(at, 'fist', 0.8)),
    ]);
    expect(result.atMs).toBe(1823);
    expect(result.recognition).toEqual({
      gesture: 'fist',
      confidence: 0.8,
      hand: 'right',
      firstHandMs: 500,
      heldFromMs: 800,
    });
  });

  it('keeps a gesture held through a short loss of the hand, not a longer one', () => {
    const short = play([
      ...every33(400, 895, (at) => seen(at, 'fist')),
      ...every33(928, 895 + HOLD_GAP_MS - 1, empty),
      ...every33(895 + HOLD_GAP_MS, 1600, (at) => seen(at, 'fist')),
    ]);
    expect(short.recognition?.heldFromMs).toBe(400);
    const long = play([
      ...every33(400, 900, (at) => seen(at, 'fist')),
      ...every33(933, 1400, empty),
      ...every33(1433, 2500, (at) => seen(at, 'fist')),
    ]);
    expect(long.recognition?.heldFromMs).toBe(1433);
  });

  it('holds across the frames of a slow tablet, one a second', () => {
    const slow = Array.from({ length: 4 }, (_, n) => seen(300 + n * 800, 'thumbs-up'));
    expect(play(slow)).toMatchObject({ atMs: 1900, recognition: { heldFromMs: 300 } });
  });

  it('starts the hold again when the gesture changes, even for one frame', () => {
    const result = play([
      ...every33(400, 1000, (at) => seen(at, 'fist')),
      seen(1033, 'thumbs-up'),
      ...every33(1066, 2400, (at) => seen(at, 'fist')),
    ]);
    expect(result.recognition?.heldFromMs).toBe(1066);
  });

  it('answers none past the window, with the first hand seen and the hand last seen', () => {
    const result = play([
      ...every33(0, 3000, empty),
      ...every33(3003, 9999, (at) => seen(at, at % 2 ? 'fist' : 'flat-hand')),
      empty(10_001),
    ]);
    expect(result.recognition).toEqual({
      gesture: 'none',
      confidence: 0,
      hand: 'right',
      firstHandMs: 3003,
      heldFromMs: null,
    });
    expect(play([empty(10_001)]).recognition).toEqual({
      gesture: 'none',
      confidence: 0,
      hand: null,
      firstHandMs: null,
      heldFromMs: null,
    });
  });

  it('counts a gesture held from before the stimulus only once the child lets go of it', () => {
    const kept = play(every33(0, 5000, (at) => seen(at, 'fist')));
    expect(kept.recognition).toBeUndefined();
    const changed = play([
      ...every33(0, 1000, (at) => seen(at, 'fist')),
      ...every33(1033, 2500, (at) => seen(at, 'flat-hand')),
    ]);
    // The hand was there from the first frame.
    expect(changed.recognition).toMatchObject({ gesture: 'flat-hand', firstHandMs: 0 });
    expect(changed.recognition?.heldFromMs).toBe(1033);
    const again = play([
      ...every33(0, 700, (at) => seen(at, 'fist')),
      ...every33(733, 1000, empty),
      ...every33(1033, 2500, (at) => seen(at, 'fist')),
    ]);
    expect(again.recognition?.heldFromMs).toBe(1033);
  });

  it('never counts unclear hands towards a hold', () => {
    expect(play(every33(0, 9000, (at) => seen(at, 'none', 0))).recognition).toBeUndefined();
  });
});
