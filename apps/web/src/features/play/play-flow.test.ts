import { describe, expect, it } from 'vitest';
import type { PlaySession } from '@cogniplay/contract';
import {
  answerKey,
  buildSteps,
  doneKeys,
  nextStepIndex,
  resumeStepIndex,
  targetCount,
} from './play-flow';

const on = 'on' as const;
const off = 'off' as const;

function session(showDemonstration: boolean): Pick<PlaySession, 'instances' | 'settings'> {
  const target = { characteristics: [on, off, on, off] };
  const demo = { characteristics: [on, on, off, off], matchesRule: true };
  return {
    settings: { showDemonstration, giveFeedback: false, pictureSet: 'creatures' },
    // Listed out of order: the page plays by position.
    instances: [
      { position: 1, demonstrationItems: [demo], targetItems: [target, target] },
      { position: 0, demonstrationItems: [demo, demo], targetItems: [target, target, target] },
      { position: 2, demonstrationItems: [], targetItems: [target] },
    ],
  };
}

const keys = (...pairs: [number, number][]) =>
  new Set(pairs.map(([position, itemIndex]) => answerKey({ position, itemIndex })));

describe('buildSteps', () => {
  it('plays each instance by position: its demonstration, then its target items', () => {
    const steps = buildSteps(session(true));
    expect(
      steps.map((s) =>
        s.kind === 'target' ? `${s.position}:${s.itemIndex}` : `demo ${s.position}`,
      ),
    ).toEqual(['demo 0', '0:0', '0:1', '0:2', 'demo 1', '1:0', '1:1', '2:0']);
    expect(targetCount(steps)).toBe(6);
    expect(steps.flatMap((s) => (s.kind === 'target' ? [s.number] : []))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('leaves out demonstrations when the assessment does not show them', () => {
    expect(buildSteps(session(false)).every((s) => s.kind === 'target')).toBe(true);
  });
});

describe('resumeStepIndex', () => {
  const steps = buildSteps(session(true));

  it('starts at the first demonstration of a fresh session', () => {
    expect(resumeStepIndex(steps, new Set())).toBe(0);
  });

  it('resumes at the demonstration of the instance of the first unanswered item', () => {
    expect(steps[resumeStepIndex(steps, keys([0, 0], [0, 1], [0, 2]))]).toEqual({
      kind: 'demonstration',
      position: 1,
    });
    // Mid-instance: the demonstration again, then the first item not answered.
    const index = resumeStepIndex(steps, keys([0, 0], [0, 1]));
    expect(steps[index]).toEqual({ kind: 'demonstration', position: 0 });
    expect(steps[nextStepIndex(steps, index, keys([0, 0], [0, 1]))]).toMatchObject({
      position: 0,
      itemIndex: 2,
    });
  });

  it('resumes at the item itself without demonstrations', () => {
    const plain = buildSteps(session(false));
    expect(plain[resumeStepIndex(plain, keys([0, 0], [0, 1]))]).toMatchObject({
      position: 0,
      itemIndex: 2,
    });
  });

  it('counts the server’s answers and the local queue alike, gaps included', () => {
    const done = doneKeys([{ position: 0, itemIndex: 0 }], ['0:2']);
    const index = nextStepIndex(steps, 0, done);
    expect(steps[index]).toMatchObject({ position: 0, itemIndex: 1 });
    expect(steps[nextStepIndex(steps, index, new Set([...done, '0:1']))]).toEqual({
      kind: 'demonstration',
      position: 1,
    });
  });

  it('is at the end when every item is answered', () => {
    const all = keys([0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [2, 0]);
    expect(resumeStepIndex(steps, all)).toBe(steps.length);
  });
});

describe('nextStepIndex', () => {
  const steps = buildSteps(session(true));

  it('skips the demonstration of an instance answered on another tablet', () => {
    expect(steps[nextStepIndex(steps, 3, keys([1, 0], [1, 1]))]).toMatchObject({
      position: 2,
      itemIndex: 0,
    });
  });

  it('ends after the last item', () => {
    expect(nextStepIndex(steps, steps.length - 1, new Set())).toBe(steps.length);
  });
});
