// The order of a session's screens and where a session resumes. Pure: the play page, a reload and
// the tests compute the same next item from the same answers.
import type { AnswerKey, PlaySession } from '@cogniplay/contract';

export type PlayStep =
  | { kind: 'demonstration'; position: number }
  | {
      kind: 'target';
      position: number;
      itemIndex: number;
      /** 1-based number of this target item among all of the session's. */
      number: number;
    };

/** The natural key of an answer within its session: '3:1'. */
export function answerKey({ position, itemIndex }: AnswerKey): string {
  return `${position}:${itemIndex}`;
}

/** Every screen of a session in play order: per instance its demonstration, then its targets. */
export function buildSteps(session: Pick<PlaySession, 'instances' | 'settings'>): PlayStep[] {
  const steps: PlayStep[] = [];
  let number = 0;
  const instances = [...session.instances].sort((a, b) => a.position - b.position);
  for (const instance of instances) {
    if (session.settings.showDemonstration && instance.demonstrationItems.length > 0) {
      steps.push({ kind: 'demonstration', position: instance.position });
    }
    instance.targetItems.forEach((_, itemIndex) => {
      number += 1;
      steps.push({ kind: 'target', position: instance.position, itemIndex, number });
    });
  }
  return steps;
}

export function targetCount(steps: readonly PlayStep[]): number {
  return steps.filter((step) => step.kind === 'target').length;
}

function isDone(step: PlayStep, done: ReadonlySet<string>): boolean {
  return step.kind === 'target' && done.has(answerKey(step));
}

/** Whether an instance still has a target item to answer. */
function instanceOpen(steps: readonly PlayStep[], position: number, done: ReadonlySet<string>) {
  return steps.some(
    (step) => step.kind === 'target' && step.position === position && !isDone(step, done),
  );
}

/**
 * The step after `current` (-1: from the start): skips target items already answered (here, in
 * the local queue, or on another tablet) and the demonstration of an instance with nothing left
 * to answer. `steps.length` when nothing is left: the end screen.
 */
export function nextStepIndex(
  steps: readonly PlayStep[],
  current: number,
  done: ReadonlySet<string>,
): number {
  for (let index = current + 1; index < steps.length; index++) {
    const step = steps[index]!;
    if (step.kind === 'target' ? !isDone(step, done) : instanceOpen(steps, step.position, done)) {
      return index;
    }
  }
  return steps.length;
}

/**
 * Where a (re)opened session starts: at the first target item that is neither stored nor queued.
 * Its instance's demonstration comes first again, even when some of the instance's items were
 * answered before: the demonstration is what the child finds the rule from.
 */
export function resumeStepIndex(steps: readonly PlayStep[], done: ReadonlySet<string>): number {
  return nextStepIndex(steps, -1, done);
}

/** Keys of everything answered: the server's `answered` plus the local queue's keys. */
export function doneKeys(answered: readonly AnswerKey[], queued: Iterable<string>): Set<string> {
  return new Set([...answered.map(answerKey), ...queued]);
}
