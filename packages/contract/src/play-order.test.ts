import { describe, expect, it } from 'vitest';
import { latinSquareRows, playOrder, sessionOrder } from './play-order.ts';

const counts = [3, 2, 4, 1];
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

describe('latinSquareRows', () => {
  it('puts each condition at each place once, and after each other once (even n)', () => {
    const rows = latinSquareRows(4);
    expect(rows).toEqual([
      [0, 1, 3, 2],
      [1, 2, 0, 3],
      [2, 3, 1, 0],
      [3, 0, 2, 1],
    ]);
    for (let place = 0; place < 4; place++) {
      expect(sorted(rows.map((row) => row[place]!))).toEqual([0, 1, 2, 3]);
    }
    const pairs = rows.flatMap((row) => row.slice(1).map((c, i) => `${row[i]}>${c}`));
    expect(new Set(pairs).size).toBe(12);
  });

  it('adds the reversed rows for odd n, so each pair follows as often', () => {
    const rows = latinSquareRows(3);
    expect(rows).toHaveLength(6);
    const pairs = rows.flatMap((row) => row.slice(1).map((c, i) => `${row[i]}>${c}`));
    for (const pair of new Set(pairs)) expect(pairs.filter((p) => p === pair)).toHaveLength(2);
    expect(latinSquareRows(1)).toEqual([[0], [0]]);
  });
});

describe('playOrder', () => {
  it('keeps the authored order when fixed', () => {
    const order = playOrder({ instanceOrder: 'fixed', shuffleItems: false }, counts, 7, 3);
    expect(order).toEqual([
      { position: 0, items: [0, 1, 2] },
      { position: 1, items: [0, 1] },
      { position: 2, items: [0, 1, 2, 3] },
      { position: 3, items: [0] },
    ]);
  });

  it('is what a session keeps: its seed and its place in a rotation, as listed without', () => {
    const design = { instanceOrder: 'rotated', shuffleItems: true } as const;
    expect(sessionOrder(design, counts, { orderSeed: 5, orderRotation: 2 })).toEqual(
      playOrder(design, counts, 5, 2),
    );
    const fixed = { instanceOrder: 'fixed', shuffleItems: false } as const;
    expect(sessionOrder(fixed, counts, { orderSeed: null, orderRotation: null })).toEqual(
      playOrder(fixed, counts, 0, 0),
    );
  });

  it('shuffles the instances by the seed: the same seed, the same order', () => {
    const design = { instanceOrder: 'shuffled', shuffleItems: false } as const;
    const a = playOrder(design, counts, 12345, 0);
    expect(playOrder(design, counts, 12345, 0)).toEqual(a);
    expect(sorted(a.map((i) => i.position))).toEqual([0, 1, 2, 3]);
    // Over many seeds every instance comes first about equally often.
    const first = [0, 0, 0, 0];
    for (let seed = 0; seed < 4000; seed++)
      first[playOrder(design, counts, seed, 0)[0]!.position]! += 1;
    for (const n of first) expect(n).toBeGreaterThan(850);
  });

  it('gives the sessions started together the Latin square’s rows in turn', () => {
    const design = { instanceOrder: 'rotated', shuffleItems: false } as const;
    const rows = latinSquareRows(4);
    for (let rotation = 0; rotation < 8; rotation++) {
      const order = playOrder(design, counts, 99, rotation).map((i) => i.position);
      expect(order).toEqual(rows[rotation % 4]);
    }
  });

  it('shuffles the items within each instance when asked, keeping every item once', () => {
    const order = playOrder({ instanceOrder: 'fixed', shuffleItems: true }, [8, 8], 2024, 0);
    expect(order.map((i) => i.position)).toEqual([0, 1]);
    for (const instance of order) expect(sorted(instance.items)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(order.some((i) => i.items.join() !== '0,1,2,3,4,5,6,7')).toBe(true);
  });
});
