import { describe, expect, it } from 'vitest';
import { normalQuantile } from './normal-quantile.ts';

describe('normalQuantile', () => {
  it.each([
    [0.5, 0],
    [0.975, 1.959963984540054],
    [0.025, -1.959963984540054],
    [0.8413447460685429, 1], // Φ(1)
    [0.95, 1.6448536269514722],
    [0.999, 3.090232306167814],
    [0.001, -3.090232306167814],
    [1e-10, -6.361340902404056],
    [1e-15, -7.941345326170997], // the far tail (r > 5)
  ])('z(%d) = %d', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 9);
  });

  it('is ±Infinity at 0 and 1, and NaN outside [0, 1]', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(-0.1)).toBeNaN();
    expect(normalQuantile(1.1)).toBeNaN();
    expect(normalQuantile(NaN)).toBeNaN();
  });

  it('is symmetric around 0.5', () => {
    for (const p of [0.01, 0.2, 0.4, 0.45, 1e-6]) {
      expect(normalQuantile(p)).toBeCloseTo(-normalQuantile(1 - p), 9);
    }
  });
});
