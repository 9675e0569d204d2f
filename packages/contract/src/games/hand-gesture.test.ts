import { describe, expect, it } from 'vitest';
import { handGestureInstanceInputSchema } from './hand-gesture.ts';

const issues = (input: unknown) =>
  handGestureInstanceInputSchema.safeParse(input).error?.issues.map((i) => [i.path, i.message]);

describe('handGestureInstanceInputSchema', () => {
  it.each([
    ['an empty object', {}],
    ['nested values', { gestures: [{ name: 'fist', holdMs: 800 }], mirrored: false, note: null }],
  ])('accepts taskData as %s', (_name, taskData) => {
    expect(handGestureInstanceInputSchema.parse({ taskData })).toEqual({ taskData });
  });

  it.each([
    ['an array', []],
    ['a string', 'fist'],
    ['a number', 3],
    ['null', null],
  ])('refuses taskData as %s', (_name, taskData) => {
    expect(issues({ taskData })).toEqual([[['taskData'], 'Expected a JSON object']]);
  });

  it('refuses a missing taskData and unknown keys', () => {
    expect(issues({})?.[0]?.[0]).toEqual(['taskData']);
    expect(issues({ taskData: {}, extra: 1 })).toBeDefined();
  });

  it('refuses taskData nested deeper than 64 levels, even 10,000', () => {
    for (const n of [65, 10_000]) {
      const input = JSON.parse(`{"taskData":${'{"a":'.repeat(n - 1)}{}${'}'.repeat(n - 1)}}`);
      expect(issues(input)).toEqual([[['taskData'], 'Nested deeper than 64 levels']]);
    }
    const ok = JSON.parse(`{"taskData":${'{"a":'.repeat(63)}{}${'}'.repeat(63)}}`);
    expect(issues(ok)).toBeUndefined();
  });

  it('drops a __proto__ key instead of setting the prototype', () => {
    const parsed = handGestureInstanceInputSchema.parse(
      JSON.parse('{"taskData":{"__proto__":{"polluted":true},"level":1}}'),
    );
    expect(parsed.taskData).toEqual({ level: 1 });
    expect(Object.getPrototypeOf(parsed.taskData)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
