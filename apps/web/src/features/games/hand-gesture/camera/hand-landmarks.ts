// The 21 hand landmarks of MediaPipe Hands, by index: the wrist, then four per finger from the
// thumb to the little finger, each from the knuckle nearest the wrist to the fingertip.
export interface Landmark {
  x: number;
  y: number;
  z: number;
}

export const WRIST = 0;
/** Each finger's four landmarks: the thumb's CMC, MCP, IP and tip; the others' MCP, PIP, DIP, tip. */
export const FINGER_LANDMARKS = {
  thumb: [1, 2, 3, 4],
  index: [5, 6, 7, 8],
  middle: [9, 10, 11, 12],
  ring: [13, 14, 15, 16],
  pinky: [17, 18, 19, 20],
} as const;
export type Finger = keyof typeof FINGER_LANDMARKS;
export const FINGERS = Object.keys(FINGER_LANDMARKS) as Finger[];
export const LANDMARK_COUNT = 21;
