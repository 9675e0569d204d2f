import { describe, expect, it } from 'vitest';
import { countUploadInstances } from '../../../../src/modules/games/shared/count-instances.ts';

const count = (value: unknown, stopAbove = 1_000_000) =>
  countUploadInstances(
    typeof value === 'string' ? value : JSON.stringify(value, null, 1),
    stopAbove,
  );

describe('countUploadInstances', () => {
  it('counts the three forms of a file', () => {
    expect(count({ taskData: { a: [1, 2, 3] } })).toBe(1);
    expect(count([{ a: 1 }, { b: [{}, {}] }, 'x', 3, null])).toBe(5);
    expect(count([])).toBe(0);
    expect(
      count({
        exercises: [
          { name: 'a', instances: [{ instances: [1, 2] }, {}] },
          { instances: [[], 'x,y', { exercises: [] }], name: 'b' },
        ],
      }),
    ).toBe(5);
  });

  it('is not fooled by brackets, commas and escaped quotes inside strings', () => {
    expect(count('[{"k":"a,\\"[{,"}, "]\\\\", {"instances":[1,2]}]')).toBe(3);
    expect(count('{"exercises":[{"name":"\\"instances\\"","instances":[1]}]}')).toBe(1);
  });

  it('stops as soon as the count passes the limit', () => {
    const text = `[${'{},'.repeat(1_000_000)}{}]`;
    expect(count(text, 10)).toBe(11);
  });
});
