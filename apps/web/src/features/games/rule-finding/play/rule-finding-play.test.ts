import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_SETTINGS, type PlayInstanceOf } from '@cogniplay/contract';
import { ruleFindingPlay } from './rule-finding-play';

const item = { characteristics: ['on', 'off', 'on', 'off'] as ('on' | 'off')[] };
const instance = (demonstrations: number): PlayInstanceOf<'rule-finding'> => ({
  position: 0,
  game: 'rule-finding',
  demonstrationItems: Array.from({ length: demonstrations }, () => ({
    ...item,
    matchesRule: true,
  })),
  targetItems: [item, item, item],
});

describe('rule finding on the play page', () => {
  it('opens an instance with its demonstration when the assessment shows them', () => {
    const settings = { ...DEFAULT_ASSESSMENT_SETTINGS, showDemonstration: true };
    expect(ruleFindingPlay.hasIntro(instance(2), settings)).toBe(true);
    // Nothing to show: straight to the items.
    expect(ruleFindingPlay.hasIntro(instance(0), settings)).toBe(false);
    expect(ruleFindingPlay.hasIntro(instance(2), { ...settings, showDemonstration: false })).toBe(
      false,
    );
  });

  it('asks one answer per target item', () => {
    expect(ruleFindingPlay.itemCount(instance(2))).toBe(3);
  });
});
