// Hand gesture as a game of the registry. Its instances' `taskData` is any JSON object; those
// that are a playable task (hand-gesture-tasks.ts) are played: the tablet sees each trial's
// gesture (and the practice trials' right answers, for their feedback), an answer names the
// gesture made, and the server judges it against the trial's expected gesture.
import { z } from 'zod';
import type { GameDefinition, PlayContentOf } from './game-definition.ts';
import {
  HAND_GESTURE_OUTCOMES,
  handGestureResponseSchema,
  GESTURE_RESPONSES,
  isCorrectHandGestureOutcome,
  handGestureInputTypeProblem,
  judgeHandGesture,
  type HandGestureOutcome,
  type HandGestureResponse,
} from './hand-gesture-answers.ts';
import {
  HAND_GESTURE_INSTANCE_COLUMN_NAMES,
  HAND_GESTURE_RESPONSE_COLUMNS,
  HAND_GESTURE_SESSION_COLUMNS,
  HAND_GESTURE_TRIAL_COLUMNS,
  handGestureResponseCells,
  handGestureSessionCells,
  handGestureTrialCells,
} from './hand-gesture-export.ts';
import { handGestureMeasures, handGestureMeasuresSchema } from './hand-gesture-scores.ts';
import {
  claimedTaskSchema,
  gestureRuleSchema,
  gestureSchema,
  handSchema,
  parseHandGestureTask,
  TASK_KINDS,
  taskPlan,
  type GestureTrial,
  type TaskPlan,
} from './hand-gesture-tasks.ts';
import { handGestureInstanceInputSchema, type HandGestureInstanceInput } from './hand-gesture.ts';

type TaskData = HandGestureInstanceInput['taskData'];

/** What the tablet receives of a task: never the expected gesture of a test trial. */
export const handGestureShownSchema = z.object({
  kind: z.enum(TASK_KINDS),
  rule: gestureRuleSchema,
  /** The gestures of the task: the Hand Game's pair, or the one to imitate. */
  gestures: z.array(gestureSchema),
  hand: handSchema,
  holdMs: z.int().min(0),
  responseWindowMs: z.int().min(0),
  /** Shown first, each with its right answer for the feedback; not recorded. */
  practice: z.array(z.object({ shown: gestureSchema, expected: gestureSchema })),
  /** What the child answers, in order. */
  trials: z.array(z.strictObject({ shown: gestureSchema })),
});
export type HandGestureShown = z.infer<typeof handGestureShownSchema>;

/** Why children cannot play the task data as it is; empty when they can. */
export function handGesturePlayProblems(taskData: TaskData): string[] {
  const schema = claimedTaskSchema(taskData);
  if (!schema) {
    return [
      'it is not a task children can play: give it "kind": "hand-game", or the "gesture" to imitate',
    ];
  }
  const issues = schema.safeParse(taskData).error?.issues ?? [];
  return issues.map((issue) => `${['taskData', ...issue.path].join('.')}: ${issue.message}`);
}

/** The plan of playable task data; throws for data that is not a playable task. */
export function handGesturePlan(taskData: TaskData): TaskPlan {
  const task = parseHandGestureTask(taskData);
  if (!task) throw new Error('not a playable hand-gesture task');
  return taskPlan(task);
}

function playContent(taskData: TaskData): PlayContentOf<HandGestureShown, GestureTrial> {
  const plan = handGesturePlan(taskData);
  return {
    shown: {
      kind: plan.kind,
      rule: plan.rule,
      gestures: plan.gestures,
      hand: plan.hand,
      holdMs: plan.holdMs,
      responseWindowMs: plan.responseWindowMs,
      practice: plan.practice.map(({ shown, expected }) => ({ shown, expected })),
      trials: plan.trials.map(({ shown }) => ({ shown })),
    },
    truths: plan.trials,
  };
}

/** What a session's results show of an answered trial: the gesture shown and the one expected. */
export const handGestureResultItemSchema = z.object({
  shown: gestureSchema,
  expected: gestureSchema,
});

export const handGestureResultInstanceSchema = z.object({
  kind: z.enum(TASK_KINDS),
  rule: gestureRuleSchema,
});

export const handGestureGame = {
  slug: 'hand-gesture',
  storedInstanceSchema: handGestureInstanceInputSchema.shape.taskData as z.ZodType<TaskData>,
  play: {
    shownSchema: handGestureShownSchema,
    playContent,
    // Data that is not a playable task asks nothing: an assessment refuses it anyway.
    itemCount: (taskData: TaskData) => {
      const task = parseHandGestureTask(taskData);
      return task ? taskPlan(task).trials.length : 0;
    },
    playProblems: handGesturePlayProblems,
    responseSchema: handGestureResponseSchema,
    inputTypeProblem: handGestureInputTypeProblem,
    outcomes: HAND_GESTURE_OUTCOMES,
    judge: judgeHandGesture,
    isCorrect: isCorrectHandGestureOutcome,
    measuresSchema: handGestureMeasuresSchema,
    measures: handGestureMeasures,
    resultItemSchema: handGestureResultItemSchema,
    resultItem: (taskData, itemIndex) => {
      const trial = handGesturePlan(taskData).trials[itemIndex];
      return trial && { shown: trial.shown, expected: trial.expected };
    },
    resultInstanceSchema: handGestureResultInstanceSchema,
    resultInstance: (taskData) => {
      const plan = handGesturePlan(taskData);
      return { kind: plan.kind, rule: plan.rule };
    },
    trialColumns: {
      itemColumns: HAND_GESTURE_TRIAL_COLUMNS,
      response: {
        description: 'The gesture made; none without a response in time; self-corrected',
        values: GESTURE_RESPONSES,
        columns: HAND_GESTURE_RESPONSE_COLUMNS,
      },
      instanceColumnNames: HAND_GESTURE_INSTANCE_COLUMN_NAMES,
    },
    trialCells: (taskData, itemIndex) =>
      handGestureTrialCells(handGesturePlan(taskData), itemIndex),
    responseCell: (response) => response.gesture,
    responseColumnCells: handGestureResponseCells,
    sessionColumns: HAND_GESTURE_SESSION_COLUMNS,
    sessionCells: handGestureSessionCells,
  },
} satisfies GameDefinition<
  TaskData,
  HandGestureShown,
  GestureTrial,
  HandGestureResponse,
  HandGestureOutcome,
  z.infer<typeof handGestureMeasuresSchema>,
  z.infer<typeof handGestureResultItemSchema>,
  z.infer<typeof handGestureResultInstanceSchema>
>;
