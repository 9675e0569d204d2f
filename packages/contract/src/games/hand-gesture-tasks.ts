// The hand-gesture tasks children can play. `taskData` stays any JSON object for authoring; an
// object that names a playable kind must be one (the upload and the editor refuse it otherwise),
// and any other object is kept but cannot be played (`handGesturePlayProblems` says why). Keys a
// task does not know (a note such as `instructions`) are kept with it and play ignores them.
//   imitate:   one gesture shown, the child copies it (`kind` may be left out);
//   hand-game: the Hand Game (Luria; Hughes, Dunn & White 1998): a gesture of a pair is shown and
//              the child makes the same (`copy`) or the other one (`opposite`), practice trials
//              with feedback first, then the test trials in the order written.
import { z } from 'zod';

export const GESTURES = [
  'fist',
  'flat-hand',
  'pointing-finger',
  'thumbs-up',
  'peace-sign',
] as const;
export const gestureSchema = z.enum(GESTURES).meta({ id: 'Gesture' });
export type Gesture = z.infer<typeof gestureSchema>;

export const HANDS = ['left', 'right'] as const;
export const handSchema = z.enum(HANDS).meta({ id: 'Hand' });
export type Hand = z.infer<typeof handSchema>;

export const GESTURE_RULES = ['copy', 'opposite'] as const;
export const gestureRuleSchema = z.enum(GESTURE_RULES).meta({ id: 'GestureRule' });
export type GestureRule = z.infer<typeof gestureRuleSchema>;

export const TASK_KINDS = ['imitate', 'hand-game'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** How long a gesture must be held to count as the response, unless the task says otherwise. */
export const HOLD_MS_DEFAULT = 1000;
/** How long a trial waits for a held gesture before it records no response. */
export const RESPONSE_WINDOW_MS_DEFAULT = 10_000;
/** The Hand Game's pair unless the task names another. */
export const HAND_GAME_PAIR_DEFAULT = ['fist', 'flat-hand'] as const satisfies readonly Gesture[];
/** Trials a task may hold: the published Hand Game has 16 test trials. */
export const TRIALS_MAX = 64;

const holdMsSchema = z
  .int({ error: 'Must be a whole number of milliseconds' })
  .min(200, { error: 'Must be at least 200 ms' })
  .max(5000, { error: 'Must be at most 5,000 ms' });
const responseWindowMsSchema = z
  .int({ error: 'Must be a whole number of milliseconds' })
  .min(2000, { error: 'Must be at least 2,000 ms' })
  .max(60_000, { error: 'Must be at most 60,000 ms' });

const timing = {
  /** How long the response gesture must be held (ms). */
  holdMs: holdMsSchema.optional(),
  /** How long a trial waits for it (ms). */
  responseWindowMs: responseWindowMsSchema.optional(),
};

export const imitateTaskSchema = z.object({
  kind: z.literal('imitate').optional(),
  gesture: gestureSchema,
  /** The hand shown, which the child copies with; the right one unless given. */
  hand: handSchema.optional(),
  ...timing,
});
export type ImitateTask = z.infer<typeof imitateTaskSchema>;

export const handGameTaskSchema = z
  .object({
    kind: z.literal('hand-game'),
    rule: gestureRuleSchema,
    /** The two gestures shown and answered; fist and flat hand unless given. */
    gestures: z
      .tuple([gestureSchema, gestureSchema])
      .refine(([a, b]) => a !== b, { error: 'Must be two different gestures' })
      .optional(),
    hand: handSchema.optional(),
    /** The gestures shown in the practice trials, which tell the child whether they were right. */
    practice: z.array(gestureSchema).max(TRIALS_MAX).optional(),
    /** The gestures shown in the test trials, in this order. */
    trials: z
      .array(gestureSchema)
      .min(1, { error: 'Must have at least one trial' })
      .max(TRIALS_MAX, { error: `Must have at most ${TRIALS_MAX} trials` }),
    ...timing,
  })
  .superRefine((task, context) => {
    const pair: readonly Gesture[] = task.gestures ?? HAND_GAME_PAIR_DEFAULT;
    for (const list of ['practice', 'trials'] as const) {
      (task[list] ?? []).forEach((gesture, index) => {
        if (!pair.includes(gesture)) {
          context.addIssue({
            code: 'custom',
            path: [list, index],
            message: `Must be one of the task's gestures (${pair.join(', ')})`,
          });
        }
      });
    }
  });
export type HandGameTask = z.infer<typeof handGameTaskSchema>;

export type HandGestureTask = ImitateTask | HandGameTask;

/**
 * The schema of the playable kind `taskData` claims to be, or undefined for an object that
 * claims none: a `kind` of the list, or no `kind` and a `gesture` (the documented imitate form).
 */
export function claimedTaskSchema(
  taskData: Readonly<Record<string, unknown>>,
): typeof imitateTaskSchema | typeof handGameTaskSchema | undefined {
  if (taskData.kind === 'hand-game') return handGameTaskSchema;
  if (taskData.kind === 'imitate' || (!('kind' in taskData) && 'gesture' in taskData)) {
    return imitateTaskSchema;
  }
  return undefined;
}

/** The task `taskData` is, or undefined when it is not a playable one. */
export function parseHandGestureTask(
  taskData: Readonly<Record<string, unknown>>,
): HandGestureTask | undefined {
  return claimedTaskSchema(taskData)?.safeParse(taskData).data;
}

/** The kind of task `taskData` is; null when it is none children can play. */
export function playableTaskKind(taskData: Readonly<Record<string, unknown>>): TaskKind | null {
  const task = parseHandGestureTask(taskData);
  return task ? (task.kind ?? 'imitate') : null;
}

/** The gesture a trial expects: the one shown (copy), or the pair's other one (opposite). */
export function expectedGesture(
  rule: GestureRule,
  shown: Gesture,
  pair: readonly [Gesture, Gesture],
): Gesture {
  if (rule === 'copy') return shown;
  return shown === pair[0] ? pair[1] : pair[0];
}

/** One trial of a task as the server judges it. */
export interface GestureTrial {
  rule: GestureRule;
  shown: Gesture;
  expected: Gesture;
}

/** A task's parts as play, scoring and the export see them, whatever its kind. */
export interface TaskPlan {
  kind: TaskKind;
  rule: GestureRule;
  /** The gestures the trials use: the pair, or the imitated one. */
  gestures: Gesture[];
  hand: Hand;
  holdMs: number;
  responseWindowMs: number;
  practice: GestureTrial[];
  trials: GestureTrial[];
}

export function taskPlan(task: HandGestureTask): TaskPlan {
  const timings = {
    hand: task.hand ?? 'right',
    holdMs: task.holdMs ?? HOLD_MS_DEFAULT,
    responseWindowMs: task.responseWindowMs ?? RESPONSE_WINDOW_MS_DEFAULT,
  };
  if (task.kind === 'hand-game') {
    const pair = task.gestures ?? HAND_GAME_PAIR_DEFAULT;
    const trial = (shown: Gesture): GestureTrial => ({
      rule: task.rule,
      shown,
      expected: expectedGesture(task.rule, shown, pair),
    });
    return {
      kind: 'hand-game',
      rule: task.rule,
      gestures: [...pair],
      ...timings,
      practice: (task.practice ?? []).map(trial),
      trials: task.trials.map(trial),
    };
  }
  return {
    kind: 'imitate',
    rule: 'copy',
    gestures: [task.gesture],
    ...timings,
    practice: [],
    trials: [{ rule: 'copy', shown: task.gesture, expected: task.gesture }],
  };
}
