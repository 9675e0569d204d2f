// The valid instances the New page's editor starts from, one per playable task, as pretty-printed
// JSON: the same as docs/upload-formats.md's two examples (instance-example.test.ts).

const imitate = {
  taskData: { gesture: 'thumbs-up', hand: 'right', holdMs: 1500 },
};

const handGame = {
  taskData: {
    kind: 'hand-game',
    rule: 'opposite',
    gestures: ['fist', 'flat-hand'],
    practice: ['fist', 'flat-hand'],
    trials: ['fist', 'flat-hand', 'flat-hand', 'fist', 'flat-hand', 'fist', 'fist', 'flat-hand'],
  },
};

export const HAND_GESTURE_TEMPLATES = ['imitate', 'hand-game'] as const;
export type HandGestureTemplate = (typeof HAND_GESTURE_TEMPLATES)[number];

export const handGestureExamples: Record<HandGestureTemplate, string> = {
  imitate: JSON.stringify(imitate, null, 2),
  'hand-game': JSON.stringify(handGame, null, 2),
};
