// The order of a session's screens and where a session resumes. Pure: the play page, a reload and
// the tests compute the same next item from the same answers.
import type { AnswerKey, PlayOrder } from '@cogniplay/contract';

export type PlayStep =
  /** The screen an instance opens with, before its items (rule finding: its demonstration). */
  | { kind: 'intro'; position: number }
  | {
      kind: 'item';
      position: number;
      itemIndex: number;
      /** 1-based number of this item among all of the session's. */
      number: number;
    };

/** How an instance unfolds, as its game says (features/games/play-registry.ts). */
export interface InstanceShape {
  intro: boolean;
  items: number;
}

/** The natural key of an answer within its session: '3:1'. */
export function answerKey({ position, itemIndex }: AnswerKey): string {
  return `${position}:${itemIndex}`;
}

/**
 * Every screen of a session in the order it presents them (`order`, the session's design): per
 * instance its intro, then its items. Without an order (a copy saved by an older page), as
 * listed.
 */
export function buildSteps<Instance extends { position: number }>(
  instances: readonly Instance[],
  shapeOf: (instance: Instance) => InstanceShape,
  order?: PlayOrder,
): PlayStep[] {
  const byPosition = new Map(instances.map((instance) => [instance.position, instance]));
  const presented =
    order ??
    [...instances]
      .sort((a, b) => a.position - b.position)
      .map((instance) => ({
        position: instance.position,
        items: Array.from({ length: shapeOf(instance).items }, (_, item) => item),
      }));
  const steps: PlayStep[] = [];
  let number = 0;
  for (const { position, items } of presented) {
    const instance = byPosition.get(position);
    if (!instance) continue;
    if (shapeOf(instance).intro) steps.push({ kind: 'intro', position });
    for (const itemIndex of items) {
      number += 1;
      steps.push({ kind: 'item', position, itemIndex, number });
    }
  }
  return steps;
}

export function itemCount(steps: readonly PlayStep[]): number {
  return steps.filter((step) => step.kind === 'item').length;
}

function isDone(step: PlayStep, done: ReadonlySet<string>): boolean {
  return step.kind === 'item' && done.has(answerKey(step));
}

/** Whether an instance still has an item to answer. */
function instanceOpen(steps: readonly PlayStep[], position: number, done: ReadonlySet<string>) {
  return steps.some(
    (step) => step.kind === 'item' && step.position === position && !isDone(step, done),
  );
}

/**
 * The step after `current` (-1: from the start): skips items already answered (here, in the
 * local queue, or on another tablet) and the intro of an instance with nothing left to answer.
 * `steps.length` when nothing is left: the end screen.
 */
export function nextStepIndex(
  steps: readonly PlayStep[],
  current: number,
  done: ReadonlySet<string>,
): number {
  for (let index = current + 1; index < steps.length; index++) {
    const step = steps[index]!;
    if (step.kind === 'item' ? !isDone(step, done) : instanceOpen(steps, step.position, done)) {
      return index;
    }
  }
  return steps.length;
}

/**
 * Where a (re)opened session starts: at the first item that is neither stored nor queued. Its
 * instance's intro comes first again, even when some of the instance's items were answered
 * before: the intro is what the child plays the items by (rule finding: finds the rule from).
 */
export function resumeStepIndex(steps: readonly PlayStep[], done: ReadonlySet<string>): number {
  return nextStepIndex(steps, -1, done);
}

/** Keys of everything answered: the server's `answered` plus the local queue's keys. */
export function doneKeys(answered: readonly AnswerKey[], queued: Iterable<string>): Set<string> {
  return new Set([...answered.map(answerKey), ...queued]);
}
