import type { Gesture, Hand } from '@cogniplay/contract';
import { fill, type PlayTexts } from '../../shared/play/play-texts';

/**
 * The contract's GESTURES, in its order (not imported: the play page's bundle stays free of zod,
 * and the contract's lists come with their schemas).
 */
export const GESTURES = [
  'fist',
  'flat-hand',
  'pointing-finger',
  'thumbs-up',
  'peace-sign',
] as const satisfies readonly Gesture[];

/** A drawn gesture's name with its hand: "Fist, right hand". */
export const gesturePictureLabel = (texts: PlayTexts, gesture: Gesture, hand: Hand) =>
  fill(texts.gesture.picture, {
    gesture: texts.gesture.names[gesture],
    hand: texts.gesture.hands[hand],
  });
