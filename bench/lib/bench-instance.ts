// The rule-finding instances the upload benchmarks store.

/**
 * Instance `n`: a distinct rule and label, two demonstration items and `targetItems` target
 * items (about 1 KB of JSON with four).
 */
/** An instance as stored: its label and its item data as the content. */
export function contentOf({ label, itemData }: ReturnType<typeof benchInstance>) {
  return { label, content: itemData };
}

export function benchInstance(n: number, targetItems = 4) {
  const item = (k: number) => {
    const characteristics = [0, 1, 2, 3].map((bit) => (((n + k) >> bit) % 2 === 0 ? 'off' : 'on'));
    return {
      matchesRule: characteristics[n % 4] === 'on',
      ruleFindingElement: { characteristics },
    };
  };
  return {
    label: `Bench instance ${n}`,
    itemData: {
      rule: { $type: 'property', index: n % 4, value: 'on' },
      demonstrationItems: [item(1), item(2)],
      targetItems: Array.from({ length: targetItems }, (_, k) => item(k + 3)),
    },
  };
}
