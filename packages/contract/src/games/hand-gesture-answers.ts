// What a hand-gesture answer says, and what it counts as. An answer names the gesture the child
// made (or none, or that they corrected themselves) and which mode recorded it: the camera, whose
// recognition is kept beside any correction by the adult, or the adult alone (examiner mode).
// It has no place for a picture, a video frame or a hand's landmarks: none leaves the tablet.
import { z } from 'zod';
import { REACTION_TIME_MAX_MS, type InputType } from '../play.ts';
import { GESTURES, handSchema, type GestureTrial } from './hand-gesture-tasks.ts';

export const RESPONSE_MODES = ['camera', 'examiner'] as const;
export const responseModeSchema = z.enum(RESPONSE_MODES).meta({ id: 'GestureResponseMode' });
export type ResponseMode = z.infer<typeof responseModeSchema>;

/** The gesture made; `none` for no response in time, `self-corrected` for a corrected start. */
export const GESTURE_RESPONSES = [...GESTURES, 'none', 'self-corrected'] as const;
export type GestureResponseValue = (typeof GESTURE_RESPONSES)[number];

const msSchema = z
  .int({ error: 'Must be a whole number of milliseconds' })
  .min(0, { error: 'Must not be negative' })
  .max(REACTION_TIME_MAX_MS, { error: 'Must be at most 10 minutes' });

/** What the camera recognised in a trial, as the tablet's classifier saw it. */
export const gestureRecognitionSchema = z
  .strictObject({
    /** The gesture held for the task's hold time; `none` when none was within the window. */
    gesture: z.enum([...GESTURES, 'none']),
    /** The classifier's confidence in it, 0 to 1 (0 for none). */
    confidence: z.number().min(0).max(1),
    /** The hand that made it, as the child sees it; null when no hand was seen. */
    hand: handSchema.nullable(),
    /** From the stimulus's first paint to the first hand seen; null when none was. */
    firstHandMs: msSchema.nullable(),
    /** From the stimulus's first paint to the start of the held gesture; null when none was. */
    heldFromMs: msSchema.nullable(),
  })
  .meta({ id: 'GestureRecognition' });
export type GestureRecognition = z.infer<typeof gestureRecognitionSchema>;

export const handGestureResponseSchema = z
  .strictObject({
    mode: responseModeSchema,
    /** The response as recorded: the camera's, or the adult's correction of it, or the adult's. */
    gesture: z.enum(GESTURE_RESPONSES),
    /** Camera mode only: what the camera recognised (kept when the adult corrected it). */
    recognition: gestureRecognitionSchema.optional(),
    /** Camera mode only: whether the adult replaced the camera's gesture with `gesture`. */
    overridden: z.boolean().optional(),
  })
  .superRefine((response, context) => {
    const camera = response.mode === 'camera';
    if (camera !== (response.recognition !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['recognition'],
        message: camera ? 'Required in camera mode' : 'Only in camera mode',
      });
    }
    if (camera !== (response.overridden !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['overridden'],
        message: camera ? 'Required in camera mode' : 'Only in camera mode',
      });
    }
    if (
      camera &&
      response.overridden === false &&
      response.recognition &&
      response.recognition.gesture !== response.gesture
    ) {
      context.addIssue({
        code: 'custom',
        path: ['gesture'],
        message: 'Must be the recognised gesture unless the adult overrode it',
      });
    }
  })
  .meta({ id: 'GestureResponse' });
export type HandGestureResponse = z.infer<typeof handGestureResponseSchema>;

/**
 * An answer the camera recognised and the adult left as it was came by the camera; any other (the
 * adult's correction, examiner mode) by the adult's tap or key.
 */
export function handGestureInputTypeProblem(
  response: HandGestureResponse,
  inputType: InputType,
): string | undefined {
  const byCamera = response.mode === 'camera' && response.overridden === false;
  if (byCamera && inputType !== 'camera') return 'Must be camera: the camera gave this answer';
  if (!byCamera && inputType === 'camera') {
    return "Must be the adult's tap or key: the camera did not give this answer";
  }
  return undefined;
}

/**
 * What a hand-gesture answer counts as: right, the shown gesture copied when the rule was
 * opposite (the Hand Game's typical error), another gesture, no response, or a corrected start.
 */
export const HAND_GESTURE_OUTCOMES = [
  'correct_gesture',
  'imitated',
  'other_gesture',
  'no_response',
  'self_corrected',
] as const;
export type HandGestureOutcome = (typeof HAND_GESTURE_OUTCOMES)[number];

export const isCorrectHandGestureOutcome = (outcome: HandGestureOutcome) =>
  outcome === 'correct_gesture';

export function judgeHandGesture(
  response: HandGestureResponse,
  trial: GestureTrial,
): HandGestureOutcome {
  const { gesture } = response;
  if (gesture === 'none') return 'no_response';
  if (gesture === 'self-corrected') return 'self_corrected';
  if (gesture === trial.expected) return 'correct_gesture';
  if (trial.rule === 'opposite' && gesture === trial.shown) return 'imitated';
  return 'other_gesture';
}
