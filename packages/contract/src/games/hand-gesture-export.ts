// What hand gesture writes into an export: about the trial answered (the task's kind and rule,
// the gesture shown and the one expected), about its answer (the mode that recorded it and what
// the camera recognised), and its errors by type in the sessions table.
import { boolean, column, type Cell } from '../exports/columns.ts';
import type { HandGestureResponse } from './hand-gesture-answers.ts';
import type { HandGestureMeasures } from './hand-gesture-scores.ts';
import { GESTURE_RULES, GESTURES, HANDS, TASK_KINDS, type TaskPlan } from './hand-gesture-tasks.ts';

const ms = { unit: 'ms' };

export const HAND_GESTURE_TRIAL_COLUMNS = [
  column('task_kind', 'string', 'The hand-gesture task: imitate one gesture, or the Hand Game', {
    allowedValues: TASK_KINDS,
  }),
  column('gesture_rule', 'string', "The Hand Game's rule: make the same gesture, or the other", {
    allowedValues: GESTURE_RULES,
  }),
  column('shown_gesture', 'string', 'The gesture shown to the child', { allowedValues: GESTURES }),
  column('shown_hand', 'string', 'The hand shown, as the child sees it', { allowedValues: HANDS }),
  column('expected_gesture', 'string', 'The right response; the answer was scored by it', {
    allowedValues: GESTURES,
  }),
  column('practice_trials', 'integer', 'Practice trials with feedback before the test trials', {
    unit: 'trials',
  }),
  column('hold_ms', 'integer', 'How long a gesture had to be held to count (camera mode)', ms),
  column('response_window_ms', 'integer', 'How long a trial waited for a response', ms),
] as const;

export const HAND_GESTURE_INSTANCE_COLUMN_NAMES = [
  'task_kind',
  'gesture_rule',
  'shown_hand',
  'practice_trials',
  'hold_ms',
  'response_window_ms',
] as const;

/** The cells of trial `itemIndex` of a task; undefined for no such trial. */
export function handGestureTrialCells(
  plan: TaskPlan,
  itemIndex: number,
): Record<(typeof HAND_GESTURE_TRIAL_COLUMNS)[number]['name'], Cell> | undefined {
  const trial = plan.trials[itemIndex];
  if (!trial) return undefined;
  return {
    task_kind: plan.kind,
    gesture_rule: plan.rule,
    shown_gesture: trial.shown,
    shown_hand: plan.hand,
    expected_gesture: trial.expected,
    practice_trials: plan.practice.length,
    hold_ms: plan.holdMs,
    response_window_ms: plan.responseWindowMs,
  };
}

/** Its columns about an answer beyond `response` (the gesture recorded), last in the trials. */
export const HAND_GESTURE_RESPONSE_COLUMNS = [
  column('response_mode', 'string', 'Who recorded the response: the camera, or the adult alone', {
    allowedValues: ['camera', 'examiner'],
  }),
  column(
    'recognised_gesture',
    'string',
    'Camera mode: the gesture the tablet recognised, held for hold_ms; none when none was',
    { allowedValues: [...GESTURES, 'none'] },
  ),
  column('recognition_confidence', 'number', "Camera mode: the recogniser's confidence, 0 to 1"),
  column('recognised_hand', 'string', 'Camera mode: the hand that made it', {
    allowedValues: HANDS,
  }),
  column(
    'first_hand_ms',
    'integer',
    "Camera mode: from the stimulus's first paint to the first hand seen",
    ms,
  ),
  column(
    'held_gesture_ms',
    'integer',
    "Camera mode: from the stimulus's first paint to the start of the held gesture",
    ms,
  ),
  boolean('examiner_override', 'Camera mode: whether the adult corrected the recognised gesture'),
] as const;

/** Its answer's cells beyond `response` (which is the gesture recorded). */
export function handGestureResponseCells(
  response: HandGestureResponse,
): Record<(typeof HAND_GESTURE_RESPONSE_COLUMNS)[number]['name'], Cell> {
  const { recognition } = response;
  return {
    response_mode: response.mode,
    recognised_gesture: recognition?.gesture ?? null,
    recognition_confidence: recognition?.confidence ?? null,
    recognised_hand: recognition?.hand ?? null,
    first_hand_ms: recognition?.firstHandMs ?? null,
    held_gesture_ms: recognition?.heldFromMs ?? null,
    examiner_override: response.overridden ?? null,
  };
}

/** Its scores in the sessions table: the errors by type of the session's hand-gesture answers. */
export const HAND_GESTURE_SESSION_COLUMNS = [
  column('imitated', 'integer', 'Hand gesture: the gesture shown copied under an opposite rule', {
    unit: 'trials',
  }),
  column('other_gestures', 'integer', 'Hand gesture: trials answered with another gesture', {
    unit: 'trials',
  }),
  column('no_responses', 'integer', 'Hand gesture: trials without a response in time', {
    unit: 'trials',
  }),
  column('self_corrected', 'integer', 'Hand gesture: trials begun wrong, then corrected', {
    unit: 'trials',
  }),
] as const;

export const handGestureSessionCells = (
  measures: HandGestureMeasures,
): Record<(typeof HAND_GESTURE_SESSION_COLUMNS)[number]['name'], Cell> => ({
  imitated: measures.imitated,
  other_gestures: measures.otherGestures,
  no_responses: measures.noResponses,
  self_corrected: measures.selfCorrected,
});
