// Which of the game's gestures a hand makes, from its 21 landmarks (hand-landmarks.ts). Each finger
// is extended, curled or unclear, judged by measures that do not change when the hand turns,
// comes nearer, or is the other hand (joint angles and distances relative to the palm); a gesture
// is a pattern of those states, and a hand that fits no pattern, or has a finger the pattern
// needs that is unclear, is `none`. The camera sees children's hands at odd angles: an unclear
// answer is better than a wrong one, and the adult can always correct it.
import type { Gesture } from '@cogniplay/contract';
import {
  FINGER_LANDMARKS,
  LANDMARK_COUNT,
  WRIST,
  type Finger,
  type Landmark,
} from './hand-landmarks';

export type FingerState = 'extended' | 'curled' | 'unclear';

export interface GestureReading {
  gesture: Gesture | 'none';
  /** 0 to 1: how clearly the least clear finger the gesture depends on is in its state. */
  confidence: number;
}

/** A finger's extension (0 curled, 1 straight) at or above which it counts as extended… */
const EXTENDED_FROM = 0.65;
/** …and at or below which it counts as curled; between the two it is unclear. */
const CURLED_UP_TO = 0.35;

type Pattern = Record<Finger, FingerState | 'any'>;

/** The gestures as finger states; the thumb is free where children hold it either way. */
const PATTERNS: Record<Gesture, Pattern> = {
  fist: { thumb: 'curled', index: 'curled', middle: 'curled', ring: 'curled', pinky: 'curled' },
  'flat-hand': {
    thumb: 'any',
    index: 'extended',
    middle: 'extended',
    ring: 'extended',
    pinky: 'extended',
  },
  'pointing-finger': {
    thumb: 'any',
    index: 'extended',
    middle: 'curled',
    ring: 'curled',
    pinky: 'curled',
  },
  'thumbs-up': {
    thumb: 'extended',
    index: 'curled',
    middle: 'curled',
    ring: 'curled',
    pinky: 'curled',
  },
  'peace-sign': {
    thumb: 'any',
    index: 'extended',
    middle: 'extended',
    ring: 'curled',
    pinky: 'curled',
  },
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** Where `value` lies from `low` (0) to `high` (1), clamped. */
const between = (value: number, low: number, high: number) => clamp01((value - low) / (high - low));

const distance = (a: Landmark, b: Landmark) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

/** The angle (degrees) by which the line a→b→c bends at b: 0 when straight. */
function bendAt(a: Landmark, b: Landmark, c: Landmark): number {
  const u = { x: b.x - a.x, y: b.y - a.y, z: b.z - a.z };
  const v = { x: c.x - b.x, y: c.y - b.y, z: c.z - b.z };
  const lengths = Math.hypot(u.x, u.y, u.z) * Math.hypot(v.x, v.y, v.z);
  if (lengths === 0) return 0;
  const cosine = (u.x * v.x + u.y * v.y + u.z * v.z) / lengths;
  return (Math.acos(Math.min(1, Math.max(-1, cosine))) * 180) / Math.PI;
}

/**
 * How straight a finger is, 0 (curled) to 1 (straight): the mean of two measures, so that one
 * noisy landmark (the camera's depth estimate is the least certain) does not decide alone.
 * Fingers: how much they bend at their middle and end joints, and whether the tip is beyond the
 * middle joint as seen from the wrist. The thumb: how much it bends at its two outer joints, and
 * how straight it is from its base to its tip (a fist's thumb bends over the fingers).
 */
export function fingerExtension(hand: readonly Landmark[], finger: Finger): number {
  const [base, second, third, tip] = FINGER_LANDMARKS[finger].map((index) => hand[index]!) as [
    Landmark,
    Landmark,
    Landmark,
    Landmark,
  ];
  if (finger === 'thumb') {
    const bend = bendAt(base, second, third) + bendAt(second, third, tip);
    const length = distance(base, second) + distance(second, third) + distance(third, tip);
    const straightness = length === 0 ? 0 : distance(base, tip) / length;
    return (between(-bend, -90, -25) + between(straightness, 0.78, 0.95)) / 2;
  }
  const wrist = hand[WRIST]!;
  const bend = bendAt(base, second, third) + bendAt(second, third, tip);
  const reach = distance(wrist, tip) / distance(wrist, second);
  return (between(-bend, -140, -30) + between(reach, 0.9, 1.25)) / 2;
}

export function fingerState(extension: number): FingerState {
  if (extension >= EXTENDED_FROM) return 'extended';
  if (extension <= CURLED_UP_TO) return 'curled';
  return 'unclear';
}

/** How clearly an extension is in its state: 0 at the middle of the unclear band, 1 at 0 or 1. */
const clarity = (extension: number) => Math.abs(extension - 0.5) * 2;

/** The gesture a hand makes, or `none` (also for anything but 21 finite landmarks). */
export function classifyGesture(hand: readonly Landmark[]): GestureReading {
  const none: GestureReading = { gesture: 'none', confidence: 0 };
  if (
    hand.length !== LANDMARK_COUNT ||
    !hand.every(({ x, y, z }) => Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(z))
  ) {
    return none;
  }
  const extensions = Object.fromEntries(
    (Object.keys(FINGER_LANDMARKS) as Finger[]).map((finger) => [
      finger,
      fingerExtension(hand, finger),
    ]),
  ) as Record<Finger, number>;
  for (const [gesture, pattern] of Object.entries(PATTERNS) as [Gesture, Pattern][]) {
    const needed = (Object.keys(pattern) as Finger[]).filter((finger) => pattern[finger] !== 'any');
    if (needed.every((finger) => fingerState(extensions[finger]) === pattern[finger])) {
      const confidence = Math.min(...needed.map((finger) => clarity(extensions[finger])));
      return { gesture, confidence: Math.round(confidence * 100) / 100 };
    }
  }
  return none;
}
