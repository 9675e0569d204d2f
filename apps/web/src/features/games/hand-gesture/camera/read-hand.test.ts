import { describe, expect, it } from 'vitest';
import { readHand } from './read-hand';
import { handLandmarks, POSES } from './test-hands';

describe('readHand', () => {
  it("reads the first hand's gesture and side, and no hand from an empty frame", () => {
    const results = {
      multiHandWorldLandmarks: [handLandmarks(POSES['peace-sign'], { left: true, scale: 0.08 })],
      multiHandedness: [{ index: 0, score: 0.97, label: 'Left' as const }],
    };
    expect(readHand(results, 420)).toEqual({
      atMs: 420,
      hand: { reading: { gesture: 'peace-sign', confidence: 1 }, side: 'left' },
    });
    expect(readHand({ multiHandWorldLandmarks: [], multiHandedness: [] }, 40)).toEqual({
      atMs: 40,
      hand: null,
    });
  });
});
