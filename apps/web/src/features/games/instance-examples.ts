// The valid instances the New pages' editors start from, as pretty-printed JSON.

const ruleFinding = {
  label: 'First on, second off',
  itemData: {
    rule: {
      $type: 'and',
      left: { $type: 'property', index: 0, value: 'on' },
      right: { $type: 'not', rule: { $type: 'property', index: 1, value: 'on' } },
    },
    demonstrationItems: [
      { matchesRule: true, ruleFindingElement: { characteristics: ['on', 'off', 'on', 'off'] } },
      { matchesRule: false, ruleFindingElement: { characteristics: ['on', 'on', 'off', 'off'] } },
    ],
    targetItems: [
      { matchesRule: true, ruleFindingElement: { characteristics: ['on', 'off', 'off', 'on'] } },
      { matchesRule: false, ruleFindingElement: { characteristics: ['off', 'off', 'on', 'on'] } },
    ],
  },
};

// The same keys as docs/upload-formats.md and docs/examples/hand-gesture-single.json.
const handGesture = {
  taskData: { gesture: 'thumbs-up', hand: 'right', holdMs: 1500 },
};

export const ruleFindingExample = JSON.stringify(ruleFinding, null, 2);
export const handGestureExample = JSON.stringify(handGesture, null, 2);
