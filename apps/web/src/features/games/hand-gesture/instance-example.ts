// The valid instance the New page's editor starts from, as pretty-printed JSON.
// The same keys as docs/upload-formats.md and docs/examples/hand-gesture-single.json.

const example = {
  taskData: { gesture: 'thumbs-up', hand: 'right', holdMs: 1500 },
};

export const handGestureExample = JSON.stringify(example, null, 2);
