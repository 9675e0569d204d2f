import { describe, expect, it } from 'vitest';
import { handGestureResponseSchema, judgeHandGesture } from './hand-gesture-answers.ts';
import { handGestureResponseCells, handGestureTrialCells } from './hand-gesture-export.ts';
import { handGestureGame, handGesturePlayProblems, handGesturePlan } from './hand-gesture-game.ts';
import { handGestureMeasures } from './hand-gesture-scores.ts';
import { expectedGesture, parseHandGestureTask, taskPlan } from './hand-gesture-tasks.ts';
import { handGestureInstanceInputSchema } from './hand-gesture.ts';

const play = handGestureGame.play;

/** The documented imitate example. */
const IMITATE = { gesture: 'thumbs-up', hand: 'right', holdMs: 1500 };
const HAND_GAME = {
  kind: 'hand-game',
  rule: 'opposite',
  practice: ['fist', 'flat-hand'],
  trials: ['fist', 'fist', 'flat-hand'],
};

describe('hand-gesture tasks', () => {
  it('plays the documented imitate example as it is: one trial, its timing kept', () => {
    expect(taskPlan(parseHandGestureTask(IMITATE)!)).toEqual({
      kind: 'imitate',
      rule: 'copy',
      gestures: ['thumbs-up'],
      hand: 'right',
      holdMs: 1500,
      responseWindowMs: 10_000,
      practice: [],
      trials: [{ rule: 'copy', shown: 'thumbs-up', expected: 'thumbs-up' }],
    });
  });

  it('plays a Hand Game with the fist and flat hand unless it names its pair', () => {
    const plan = handGesturePlan(HAND_GAME);
    expect(plan).toMatchObject({
      kind: 'hand-game',
      gestures: ['fist', 'flat-hand'],
      holdMs: 1000,
    });
    expect(plan.trials.map((trial) => trial.expected)).toEqual(['flat-hand', 'flat-hand', 'fist']);
    expect(plan.practice.map((trial) => trial.expected)).toEqual(['flat-hand', 'fist']);
    const copy = handGesturePlan({
      kind: 'hand-game',
      rule: 'copy',
      gestures: ['peace-sign', 'fist'],
      trials: ['peace-sign', 'fist'],
    });
    expect(copy.gestures).toEqual(['peace-sign', 'fist']);
    expect(copy.trials.map((trial) => trial.expected)).toEqual(['peace-sign', 'fist']);
    expect(expectedGesture('opposite', 'peace-sign', ['peace-sign', 'fist'])).toBe('fist');
  });

  it('says why task data cannot be played, by its path', () => {
    expect(handGesturePlayProblems(IMITATE)).toEqual([]);
    expect(handGesturePlayProblems(HAND_GAME)).toEqual([]);
    expect(handGesturePlayProblems({ gestures: [{ name: 'fist' }] })).toEqual([
      expect.stringMatching(/not a task children can play/),
    ]);
    expect(
      handGesturePlayProblems({ kind: 'hand-game', rule: 'opposite', trials: ['thumbs-up'] }),
    ).toEqual([expect.stringMatching(/^taskData\.trials\.0: Must be one of the task's gestures/)]);
    expect(handGesturePlayProblems({ gesture: 'wave' })).toEqual([
      expect.stringMatching(/^taskData\.gesture: /),
    ]);
  });

  it('the upload and the editor refuse data that names a task and is not one; any other object stays', () => {
    const issues = (taskData: unknown) =>
      handGestureInstanceInputSchema
        .safeParse({ taskData })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ gestures: [{ name: 'fist', holdMs: 800 }] })).toBeUndefined();
    expect(issues({ kind: 'memory' })).toBeUndefined();
    expect(issues(IMITATE)).toBeUndefined();
    expect(issues({ ...IMITATE, holdMs: 100 })).toEqual([
      ['taskData.holdMs', 'Must be at least 200 ms'],
    ]);
    const pairless = { kind: 'hand-game', rule: 'copy', gestures: ['fist', 'fist'], trials: [] };
    expect(issues(pairless)).toEqual([
      ['taskData.gestures', 'Must be two different gestures'],
      ['taskData.trials', 'Must have at least one trial'],
    ]);
    // Keys a task does not know stay with it (a note for the adult, say).
    expect(issues({ ...IMITATE, instructions: 'Hold it until the bar is full' })).toBeUndefined();
  });
});

describe('hand gesture in play', () => {
  it('sends the gestures shown, never a test trial’s expected gesture', () => {
    const { shown, truths } = play.playContent(HAND_GAME);
    expect(shown.trials).toEqual([{ shown: 'fist' }, { shown: 'fist' }, { shown: 'flat-hand' }]);
    expect(shown.practice).toEqual([
      { shown: 'fist', expected: 'flat-hand' },
      { shown: 'flat-hand', expected: 'fist' },
    ]);
    expect(play.shownSchema.parse(shown)).toEqual(shown);
    expect(truths).toHaveLength(3);
    expect(play.itemCount(HAND_GAME)).toBe(3);
    expect(play.itemCount({ anything: true })).toBe(0);
  });

  it.each([
    ['the expected gesture', 'flat-hand', 'correct_gesture'],
    ['the gesture shown, under the opposite rule', 'fist', 'imitated'],
    ['another gesture', 'peace-sign', 'other_gesture'],
    ['no response', 'none', 'no_response'],
    ['a corrected start', 'self-corrected', 'self_corrected'],
  ] as const)('judges %s', (_name, gesture, outcome) => {
    const trial = { rule: 'opposite', shown: 'fist', expected: 'flat-hand' } as const;
    expect(judgeHandGesture({ mode: 'examiner', gesture }, trial)).toBe(outcome);
  });

  it('counts a copy under the copy rule as right, and another gesture as another', () => {
    const trial = { rule: 'copy', shown: 'fist', expected: 'fist' } as const;
    expect(judgeHandGesture({ mode: 'examiner', gesture: 'fist' }, trial)).toBe('correct_gesture');
    expect(judgeHandGesture({ mode: 'examiner', gesture: 'flat-hand' }, trial)).toBe(
      'other_gesture',
    );
  });

  it('scores errors by type from the counts, ignoring other games’ outcomes', () => {
    expect(
      handGestureMeasures({
        correct_gesture: 9,
        imitated: 4,
        other_gesture: 1,
        no_response: 2,
        hit: 5,
      }),
    ).toEqual({ imitated: 4, otherGestures: 1, noResponses: 2, selfCorrected: 0 });
  });
});

describe('a hand-gesture answer', () => {
  const recognition = {
    gesture: 'fist',
    confidence: 0.92,
    hand: 'right',
    firstHandMs: 640,
    heldFromMs: 1210,
  } as const;
  const problems = (response: unknown) =>
    handGestureResponseSchema
      .safeParse(response)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('is recorded by the examiner, or by the camera with its recognition and any correction', () => {
    expect(problems({ mode: 'examiner', gesture: 'none' })).toBeUndefined();
    expect(
      problems({ mode: 'camera', gesture: 'fist', recognition, overridden: false }),
    ).toBeUndefined();
    expect(
      problems({ mode: 'camera', gesture: 'flat-hand', recognition, overridden: true }),
    ).toBeUndefined();
  });

  it('refuses a gesture outside the set, a mode that does not exist, a time outside 10 minutes and anything else', () => {
    expect(problems({ mode: 'examiner', gesture: 'wave' })).toEqual([
      expect.stringMatching(/^gesture: /),
    ]);
    expect(problems({ mode: 'voice', gesture: 'fist' })).toEqual([
      expect.stringMatching(/^mode: /),
    ]);
    expect(
      problems({
        mode: 'camera',
        gesture: 'fist',
        recognition: { ...recognition, heldFromMs: 600_001 },
        overridden: false,
      }),
    ).toEqual(['recognition.heldFromMs: Must be at most 10 minutes']);
    expect(
      problems({
        mode: 'camera',
        gesture: 'fist',
        recognition: { ...recognition, landmarks: [] },
        overridden: false,
      }),
    ).toEqual([expect.stringMatching(/^recognition: /)]);
    expect(
      problems({ mode: 'examiner', gesture: 'fist', frame: 'data:image/png;base64,' }),
    ).toEqual([expect.stringMatching(/^: /)]);
  });

  it('has a recognition and an override flag in camera mode only, and keeps the recognised gesture unless overridden', () => {
    expect(problems({ mode: 'camera', gesture: 'fist' })).toEqual([
      'recognition: Required in camera mode',
      'overridden: Required in camera mode',
    ]);
    expect(problems({ mode: 'examiner', gesture: 'fist', recognition, overridden: false })).toEqual(
      ['recognition: Only in camera mode', 'overridden: Only in camera mode'],
    );
    expect(
      problems({ mode: 'camera', gesture: 'flat-hand', recognition, overridden: false }),
    ).toEqual(['gesture: Must be the recognised gesture unless the adult overrode it']);
  });

  it('writes its cells: the gesture recorded, the mode, and what the camera saw', () => {
    expect(
      handGestureResponseCells({
        mode: 'camera',
        gesture: 'flat-hand',
        recognition,
        overridden: true,
      }),
    ).toEqual({
      response_mode: 'camera',
      recognised_gesture: 'fist',
      recognition_confidence: 0.92,
      recognised_hand: 'right',
      first_hand_ms: 640,
      held_gesture_ms: 1210,
      examiner_override: true,
    });
    expect(handGestureResponseCells({ mode: 'examiner', gesture: 'none' })).toMatchObject({
      response_mode: 'examiner',
      recognised_gesture: null,
      examiner_override: null,
    });
  });

  it('writes a trial’s cells from its task', () => {
    expect(handGestureTrialCells(handGesturePlan(HAND_GAME), 2)).toEqual({
      task_kind: 'hand-game',
      gesture_rule: 'opposite',
      shown_gesture: 'flat-hand',
      shown_hand: 'right',
      expected_gesture: 'fist',
      practice_trials: 2,
      hold_ms: 1000,
      response_window_ms: 10_000,
    });
    expect(handGestureTrialCells(handGesturePlan(HAND_GAME), 3)).toBeUndefined();
  });
});
