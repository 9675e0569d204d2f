import { describe, expect, it } from 'vitest';
import { GESTURES } from '../play/gesture-texts';
import { classifyGesture, fingerState } from './classify-gesture';
import { AMBIGUOUS, handLandmarks, POSES, seeded, type Placement } from './test-hands';

const random = seeded(29);
/** A turn of up to `max` degrees about each axis. */
const anyTurn = (max: number): [number, number, number] => [
  (random() * 2 - 1) * max,
  (random() * 2 - 1) * max,
  (random() * 2 - 1) * max,
];

/** As a camera sees hands: near and far, turned every way, both hands, wherever in the frame. */
const placements: Placement[] = [
  {},
  { left: true },
  ...Array.from({ length: 12 }, (_, n) => ({
    turn: anyTurn(180),
    scale: [0.08, 0.3, 1, 4][n % 4],
    offset: [random(), random(), random() - 0.5] as [number, number, number],
    left: n % 2 === 1,
  })),
];

describe('classifyGesture', () => {
  it.each(GESTURES)(
    'recognises %s, clearly, on both hands however turned, near or far',
    (gesture) => {
      for (const placement of placements) {
        expect(
          classifyGesture(handLandmarks(POSES[gesture], placement)),
          JSON.stringify(placement),
        ).toEqual({
          gesture,
          confidence: 1,
        });
      }
    },
  );

  it.each(GESTURES)('recognises %s through the noise of a camera, less confidently', (gesture) => {
    const noisy = placements.map((placement) => ({ ...placement, noise: 0.04, random }));
    for (const placement of noisy) {
      const reading = classifyGesture(handLandmarks(POSES[gesture], placement));
      expect(reading.gesture, JSON.stringify(placement)).toBe(gesture);
      expect(reading.confidence).toBeGreaterThan(0.3);
    }
  });

  it.each(Object.keys(AMBIGUOUS))('answers none for %s, however placed', (name) => {
    for (const placement of placements) {
      expect(classifyGesture(handLandmarks(AMBIGUOUS[name]!, placement))).toEqual({
        gesture: 'none',
        confidence: 0,
      });
    }
  });

  it('answers none for anything but 21 finite landmarks', () => {
    const hand = handLandmarks(POSES.fist);
    expect(classifyGesture(hand.slice(0, 20)).gesture).toBe('none');
    expect(classifyGesture([...hand, hand[0]!]).gesture).toBe('none');
    expect(
      classifyGesture(hand.map((point, n) => (n === 8 ? { ...point, x: NaN } : point))).gesture,
    ).toBe('none');
  });
});

describe('fingerState', () => {
  it('is unclear between the two thresholds', () => {
    expect([0, 0.35, 0.36, 0.5, 0.64, 0.65, 1].map(fingerState)).toEqual([
      'curled',
      'curled',
      'unclear',
      'unclear',
      'unclear',
      'extended',
      'extended',
    ]);
  });
});
