// Hands for the classifier's tests: 21 landmarks built from joint angles, like a skeleton model of
// a child's right hand, then turned, scaled, moved, mirrored (the left hand) and shaken by noise.
// Units are palm lengths (wrist to the middle finger's knuckle); the palm faces the camera (-z)
// and the fingers point up (+y) before any turn.
import type { Gesture } from '@cogniplay/contract';
import type { Finger, Landmark } from './hand-landmarks';

type Vector = [number, number, number];

/** Degrees each joint bends, from the knuckle nearest the wrist outwards. */
export type FingerPose = [number, number, number];
export interface ThumbPose {
  /** The direction the thumb's first bone leaves its base in, before bending. */
  direction: Vector;
  /** Degrees it bends at its two outer joints. */
  bends: [number, number];
}
export interface HandPose {
  thumb: ThumbPose;
  index: FingerPose;
  middle: FingerPose;
  ring: FingerPose;
  pinky: FingerPose;
}

export const STRAIGHT: FingerPose = [5, 5, 5];
export const CURLED: FingerPose = [85, 100, 65];
/** Bent halfway: neither extended nor curled. */
export const HALF_BENT: FingerPose = [35, 45, 25];

const THUMB_OUT: ThumbPose = { direction: [0.85, 0.5, -0.1], bends: [5, 5] };
const THUMB_UP: ThumbPose = { direction: [0.35, 0.9, -0.25], bends: [5, 5] };
/** Folded across the front of the curled fingers, as in a fist. */
const THUMB_ACROSS: ThumbPose = { direction: [0.1, 0.8, -0.55], bends: [45, 55] };
const THUMB_HALF: ThumbPose = { direction: [0.35, 0.85, -0.4], bends: [30, 30] };

export const POSES: Record<Gesture, HandPose> = {
  fist: { thumb: THUMB_ACROSS, index: CURLED, middle: CURLED, ring: CURLED, pinky: CURLED },
  'flat-hand': {
    thumb: THUMB_OUT,
    index: STRAIGHT,
    middle: STRAIGHT,
    ring: STRAIGHT,
    pinky: STRAIGHT,
  },
  'pointing-finger': {
    thumb: THUMB_ACROSS,
    index: STRAIGHT,
    middle: CURLED,
    ring: CURLED,
    pinky: CURLED,
  },
  'thumbs-up': { thumb: THUMB_UP, index: CURLED, middle: CURLED, ring: CURLED, pinky: CURLED },
  'peace-sign': {
    thumb: THUMB_ACROSS,
    index: STRAIGHT,
    middle: STRAIGHT,
    ring: CURLED,
    pinky: CURLED,
  },
};

/** Poses no gesture fits, or fits only halfway. */
export const AMBIGUOUS: Record<string, HandPose> = {
  'every finger half bent': {
    thumb: THUMB_HALF,
    index: HALF_BENT,
    middle: HALF_BENT,
    ring: HALF_BENT,
    pinky: HALF_BENT,
  },
  'three fingers up': {
    thumb: THUMB_ACROSS,
    index: STRAIGHT,
    middle: STRAIGHT,
    ring: STRAIGHT,
    pinky: CURLED,
  },
  'a fist with the thumb half out': {
    thumb: THUMB_HALF,
    index: CURLED,
    middle: CURLED,
    ring: CURLED,
    pinky: CURLED,
  },
  'pointing with the middle finger half bent': {
    thumb: THUMB_ACROSS,
    index: STRAIGHT,
    middle: HALF_BENT,
    ring: CURLED,
    pinky: CURLED,
  },
  'little finger and index up': {
    thumb: THUMB_ACROSS,
    index: STRAIGHT,
    middle: CURLED,
    ring: CURLED,
    pinky: STRAIGHT,
  },
};

/** Each finger's knuckle (from the wrist) and its bones' lengths, outwards. */
const FINGER_SHAPES: Record<Exclude<Finger, 'thumb'>, { knuckle: Vector; bones: Vector }> = {
  index: { knuckle: [0.32, 0.92, 0], bones: [0.42, 0.25, 0.2] },
  middle: { knuckle: [0.1, 1, 0], bones: [0.46, 0.28, 0.22] },
  ring: { knuckle: [-0.1, 0.95, 0], bones: [0.42, 0.26, 0.2] },
  pinky: { knuckle: [-0.28, 0.84, 0], bones: [0.33, 0.2, 0.18] },
};
const THUMB_BASE: Vector = [0.22, 0.22, -0.02];
const THUMB_BONES: Vector = [0.38, 0.3, 0.25];
/** The palm's side: fingers curl towards it. */
const PALM_SIDE: Vector = [0, 0, -1];

const add = (a: Vector, b: Vector): Vector => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vector, k: number): Vector => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vector): Vector => scale(a, 1 / Math.hypot(...a));

/** `v` turned by `degrees` about the unit `axis` (Rodrigues' formula). */
function turn(v: Vector, axis: Vector, degrees: number): Vector {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  return add(
    add(scale(v, cos), scale(cross(axis, v), Math.sin(angle))),
    scale(axis, dot(axis, v) * (1 - cos)),
  );
}

/** A chain of bones from `start`, bending towards the palm by each angle in turn. */
function chain(start: Vector, direction: Vector, bones: Vector, bends: number[]): Vector[] {
  const axis = unit(cross(direction, PALM_SIDE));
  const points: Vector[] = [];
  let point = start;
  let heading = unit(direction);
  bones.forEach((length, bone) => {
    heading = turn(heading, axis, bends[bone] ?? 0);
    point = add(point, scale(heading, length));
    points.push(point);
  });
  return points;
}

export interface Placement {
  /** Turns about the x, y and z axes, in that order (degrees). */
  turn?: Vector;
  scale?: number;
  offset?: Vector;
  /** The left hand: the right one mirrored. */
  left?: boolean;
  /** Each coordinate moved by up to this much, as a fraction of the palm's length. */
  noise?: number;
  /** Draws the noise; the tests pass a seeded one. */
  random?: () => number;
}

/** The 21 landmarks of a hand in `pose`, placed as `placement` says. */
export function handLandmarks(pose: HandPose, placement: Placement = {}): Landmark[] {
  const { thumb } = pose;
  const points: Vector[] = [
    [0, 0, 0],
    THUMB_BASE,
    ...chain(THUMB_BASE, thumb.direction, THUMB_BONES, [0, ...thumb.bends]),
  ];
  for (const finger of ['index', 'middle', 'ring', 'pinky'] as const) {
    const { knuckle, bones } = FINGER_SHAPES[finger];
    points.push(knuckle, ...chain(knuckle, knuckle, bones, pose[finger]).slice(0, 3));
  }
  const [ax, ay, az] = (placement.turn ?? [0, 0, 0]).map((degrees) => degrees);
  const random = placement.random ?? Math.random;
  const noise = placement.noise ?? 0;
  return points.map((point) => {
    let p = turn(turn(turn(point, [1, 0, 0], ax!), [0, 1, 0], ay!), [0, 0, 1], az!);
    if (placement.left) p = [-p[0], p[1], p[2]];
    p = add(scale(p, placement.scale ?? 1), placement.offset ?? [0, 0, 0]);
    const shake = () => (random() * 2 - 1) * noise * (placement.scale ?? 1);
    return { x: p[0] + shake(), y: p[1] + shake(), z: p[2] + shake() };
  });
}

/** A seeded random number generator (mulberry32), so that a noisy test is the same every run. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
