// A frame of the hand model as the hold tracker reads it: the first hand's gesture and side. The
// model's world landmarks (metres, the same scale on every axis) are classified, not its picture
// coordinates, whose x and y scale with the picture's width and height.
import type { HandResults } from './hand-model';
import type { HandFrame } from './hold-tracker';
import { classifyGesture } from './classify-gesture';

export function readHand(
  // Without a hand in the frame, the model leaves the lists out.
  results: Partial<Pick<HandResults, 'multiHandWorldLandmarks' | 'multiHandedness'>>,
  atMs: number,
): HandFrame {
  const landmarks = results.multiHandWorldLandmarks?.[0];
  const handedness = results.multiHandedness?.[0];
  if (!landmarks || !handedness) return { atMs, hand: null };
  return {
    atMs,
    hand: {
      reading: classifyGesture(landmarks),
      // The picture is mirrored (selfie mode): the label is the child's own hand.
      side: handedness.label === 'Left' ? 'left' : 'right',
    },
  };
}
