// The valid instance the New page's editor starts from, as pretty-printed JSON.

const example = {
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

export const ruleFindingExample = JSON.stringify(example, null, 2);
