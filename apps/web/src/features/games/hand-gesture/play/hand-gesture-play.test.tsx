import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ASSESSMENT_SETTINGS,
  GESTURES as CONTRACT_GESTURES,
  type HandGestureResponse,
  type PlayInstanceOf,
} from '@cogniplay/contract';
import type { GivenAnswer } from '../../shared/play/use-item-clock';
import { GESTURES } from './gesture-texts';
import { handGesturePlay } from './hand-gesture-play';
import { PracticeScreen } from './practice-screen';
import { TrialScreen } from './trial-screen';

const instance: PlayInstanceOf<'hand-gesture'> = {
  position: 0,
  game: 'hand-gesture',
  kind: 'hand-game',
  rule: 'opposite',
  gestures: ['fist', 'flat-hand'],
  hand: 'left',
  holdMs: 1000,
  responseWindowMs: 10_000,
  practice: [
    { shown: 'fist', expected: 'flat-hand' },
    { shown: 'flat-hand', expected: 'fist' },
  ],
  trials: [{ shown: 'fist' }, { shown: 'flat-hand' }],
};
const settings = DEFAULT_ASSESSMENT_SETTINGS;

/** The adult's button of a response, by its name. */
const examinerButton = (name: string) =>
  within(screen.getByRole('region', { name: /for the adult/i })).getByRole('button', { name });

/** The trial is painted and its input lock is over: it takes answers. */
const takeAnswers = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(400);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hand gesture on the play page', () => {
  it('offers the contract’s gestures, in its order', () => {
    expect(GESTURES).toEqual(CONTRACT_GESTURES);
  });

  it('opens with the practice when there is one, and asks one answer per trial', () => {
    expect(handGesturePlay.hasIntro(instance, settings)).toBe(true);
    expect(handGesturePlay.hasIntro({ ...instance, practice: [] }, settings)).toBe(false);
    expect(handGesturePlay.itemCount(instance)).toBe(2);
  });

  it('shows the trial’s gesture with the rule, and records the adult’s tap in examiner mode', () => {
    const given: GivenAnswer<HandGestureResponse>[] = [];
    render(
      <TrialScreen
        instance={instance}
        itemIndex={1}
        settings={settings}
        number={3}
        total={5}
        onAnswer={(answer) => given.push(answer)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Do the opposite!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Flat hand, left hand' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Hand 3 of 5' })).toBeInTheDocument();
    // The task's gestures first, then the others, no response and self-corrected.
    expect(
      within(screen.getByRole('region', { name: /for the adult/i }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Fist',
      'Flat hand',
      'Pointing finger',
      'Thumbs up',
      'Peace sign',
      'No response',
      'Self-corrected',
    ]);
    // Not before the trial takes answers (painted, and the input lock over).
    expect(examinerButton('Fist')).toBeDisabled();
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1200);
    });
    fireEvent.pointerDown(examinerButton('Fist'), { button: 0, pointerType: 'touch' });
    fireEvent.pointerDown(examinerButton('No response'), { button: 0, pointerType: 'touch' });
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      response: { mode: 'examiner', gesture: 'fist' },
      inputType: 'touch',
    });
    expect(given[0]!.reactionTimeMs).toBeGreaterThanOrEqual(1200);
  });

  it('practises with feedback, showing the right gesture after a wrong one, then starts the trials', () => {
    const onDone = vi.fn();
    render(<PracticeScreen instance={instance} settings={settings} onDone={onDone} />);
    expect(screen.getByText('Practice 1 of 2')).toBeInTheDocument();
    takeAnswers();
    fireEvent.pointerDown(examinerButton('Flat hand'), { button: 0, pointerType: 'touch' });
    expect(screen.getByRole('status')).toHaveTextContent('Right!');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }), { detail: 0 });

    expect(screen.getByText('Practice 2 of 2')).toBeInTheDocument();
    takeAnswers();
    fireEvent.pointerDown(examinerButton('Flat hand'), { button: 0, pointerType: 'touch' });
    expect(screen.getByRole('status')).toHaveTextContent('Not quite. This was the answer:');
    expect(screen.getByRole('img', { name: 'Fist, left hand' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }), { detail: 0 });

    fireEvent.click(screen.getByRole('button', { name: 'Now for real!' }), { detail: 0 });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
