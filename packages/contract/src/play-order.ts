// The order in which a session presents its assessment's instances and their target items, by
// the assessment's design (`instanceOrder`, `shuffleItems`): decided once when the session is
// made, stored with it (a resumed session keeps it) and exported. Pure and seeded, so the same
// seed gives the same order anywhere.
import { z } from 'zod';
import type { InstanceOrder } from './assessments.ts';

/** An instance's place in the assessment, and its target items (indices) in presented order. */
export const presentedInstanceSchema = z.object({
  position: z.int().min(0),
  items: z.array(z.int().min(0)),
});
/** The session's instances in presented order. */
export const playOrderSchema = z.array(presentedInstanceSchema).meta({ id: 'PlayOrder' });
export type PlayOrder = z.infer<typeof playOrderSchema>;

/** A seed for a session's shuffles: a whole number from 0 to 2^31 − 1. */
export const ORDER_SEED_LIMIT = 2 ** 31;

/** Mulberry32: a small, well-mixed generator of numbers in [0, 1) from a 32-bit seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Fisher–Yates: the values in an order drawn by `next`, each order equally likely. */
function shuffled<T>(values: readonly T[], next: () => number): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * The rows of a balanced Latin square of n conditions (Williams 1949): each condition comes at
 * each place once per n rows and follows each other condition once, which evens out both place
 * and carry-over effects. n rows for even n; for odd n the rows and their reverses (2n).
 */
export function latinSquareRows(n: number): number[][] {
  if (n <= 0) return [];
  // 0, 1, n−1, 2, n−2, …: the first row, each next row adding 1 (mod n).
  const first = Array.from({ length: n }, (_, j) =>
    j === 0 ? 0 : j % 2 === 1 ? (j + 1) / 2 : n - j / 2,
  );
  const rows = Array.from({ length: n }, (_, r) => first.map((c) => (c + r) % n));
  return n % 2 === 0 ? rows : [...rows, ...rows.map((row) => [...row].reverse())];
}

export interface PlayOrderDesign {
  instanceOrder: InstanceOrder;
  shuffleItems: boolean;
}

/** Whether the design draws anything at random (then a session needs a seed). */
export const isRandomOrder = ({ instanceOrder, shuffleItems }: PlayOrderDesign) =>
  instanceOrder === 'shuffled' || shuffleItems;

/**
 * The presented order of a session: `targetCounts[p]` is the target items of the instance at
 * position p; `seed` draws the shuffles; `rotation` is the session's place among the sessions
 * started together (its Latin square row, taken in turn).
 */
export function playOrder(
  { instanceOrder, shuffleItems }: PlayOrderDesign,
  targetCounts: readonly number[],
  seed: number,
  rotation: number,
): PlayOrder {
  const next = random(seed);
  const positions = targetCounts.map((_, position) => position);
  let order = positions;
  if (instanceOrder === 'shuffled') order = shuffled(positions, next);
  if (instanceOrder === 'rotated') {
    const rows = latinSquareRows(positions.length);
    order = rows[rotation % rows.length] ?? positions;
  }
  return order.map((position) => {
    const items = Array.from({ length: targetCounts[position] ?? 0 }, (_, item) => item);
    return { position, items: shuffleItems ? shuffled(items, next) : items };
  });
}

/**
 * A session's order, from what it keeps (its seed, its place in a rotation; null when its design
 * needs none, and for sessions made before orders were designed, whose assessments are fixed).
 */
export const sessionOrder = (
  design: PlayOrderDesign,
  targetCounts: readonly number[],
  { orderSeed, orderRotation }: { orderSeed: number | null; orderRotation: number | null },
): PlayOrder => playOrder(design, targetCounts, orderSeed ?? 0, orderRotation ?? 0);
