import { describe, expect, it } from 'vitest';
import {
  answerKey,
  buildSteps,
  doneKeys,
  itemCount,
  nextStepIndex,
  resumeStepIndex,
} from './play-flow';

/** Instances as their games shape them; listed out of order: the page plays by position. */
function session(intros: boolean) {
  return buildSteps(
    [
      { position: 1, intro: intros, items: 2 },
      { position: 0, intro: intros, items: 3 },
      { position: 2, intro: false, items: 1 },
    ],
    (instance) => instance,
  );
}

const keys = (...pairs: [number, number][]) =>
  new Set(pairs.map(([position, itemIndex]) => answerKey({ position, itemIndex })));

describe('buildSteps', () => {
  it('plays each instance by position: its intro, then its items', () => {
    const steps = session(true);
    expect(
      steps.map((s) =>
        s.kind === 'item' ? `${s.position}:${s.itemIndex}` : `intro ${s.position}`,
      ),
    ).toEqual(['intro 0', '0:0', '0:1', '0:2', 'intro 1', '1:0', '1:1', '2:0']);
    expect(itemCount(steps)).toBe(6);
    expect(steps.flatMap((s) => (s.kind === 'item' ? [s.number] : []))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('plays in the session’s order when it has one, numbering the items as presented', () => {
    const steps = buildSteps(
      [
        { position: 0, intro: true, items: 3 },
        { position: 1, intro: false, items: 2 },
      ],
      (instance) => instance,
      [
        { position: 1, items: [1, 0] },
        { position: 0, items: [2, 0, 1] },
      ],
    );
    expect(
      steps.map((s) =>
        s.kind === 'item' ? `${s.position}:${s.itemIndex} #${s.number}` : `intro ${s.position}`,
      ),
    ).toEqual(['1:1 #1', '1:0 #2', 'intro 0', '0:2 #3', '0:0 #4', '0:1 #5']);
    // A session resumed mid-way goes on in its own order (at the open instance's intro).
    expect(resumeStepIndex(steps, keys([1, 1], [1, 0], [0, 2]))).toBe(2);
  });
});

describe('resumeStepIndex', () => {
  const steps = session(true);

  it('starts at the first intro of a fresh session', () => {
    expect(resumeStepIndex(steps, new Set())).toBe(0);
  });

  it('resumes at the intro of the instance of the first unanswered item', () => {
    expect(steps[resumeStepIndex(steps, keys([0, 0], [0, 1], [0, 2]))]).toEqual({
      kind: 'intro',
      position: 1,
    });
    // Mid-instance: the intro again, then the first item not answered.
    const index = resumeStepIndex(steps, keys([0, 0], [0, 1]));
    expect(steps[index]).toEqual({ kind: 'intro', position: 0 });
    expect(steps[nextStepIndex(steps, index, keys([0, 0], [0, 1]))]).toMatchObject({
      position: 0,
      itemIndex: 2,
    });
  });

  it('resumes at the item itself without intros', () => {
    const plain = session(false);
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
      kind: 'intro',
      position: 1,
    });
  });

  it('is at the end when every item is answered', () => {
    const all = keys([0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [2, 0]);
    expect(resumeStepIndex(steps, all)).toBe(steps.length);
  });
});

describe('nextStepIndex', () => {
  const steps = session(true);

  it('skips the intro of an instance answered on another tablet', () => {
    expect(steps[nextStepIndex(steps, 3, keys([1, 0], [1, 1]))]).toMatchObject({
      position: 2,
      itemIndex: 0,
    });
  });

  it('ends after the last item', () => {
    expect(nextStepIndex(steps, steps.length - 1, new Set())).toBe(steps.length);
  });
});
