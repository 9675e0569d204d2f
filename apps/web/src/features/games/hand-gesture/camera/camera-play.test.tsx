// Camera mode on the play page, with the hand model replaced by one that "sees" the hand a test
// sets (landmarks built by test-hands.ts), and a camera that can stop.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ASSESSMENT_SETTINGS,
  handGestureResponseSchema,
  type HandGestureResponse,
  type PlayInstanceOf,
} from '@cogniplay/contract';
import type { GivenAnswer } from '../../shared/play/use-item-clock';
import { handGesturePlay } from '../play/hand-gesture-play';
import { ModePanel } from '../play/mode-panel';
import { TrialScreen } from '../play/trial-screen';
import { CONFIRM_MS } from './camera-response';
import { handCamera } from './hand-camera';
import type { HandResults } from './hand-model';
import { handLandmarks, POSES } from './test-hands';

/** What the fake model sees in every frame: a hand's results, or nothing. */
let seen: Pick<HandResults, 'multiHandWorldLandmarks' | 'multiHandedness'> = {
  multiHandWorldLandmarks: [],
  multiHandedness: [],
};
const fakeModel = vi.hoisted(() => {
  let listener: ((results: unknown) => void) | undefined;
  return {
    onResults: (callback: (results: unknown) => void) => {
      listener = callback;
    },
    send: async () => listener?.(seenNow()),
    close: async () => {},
  };
});
// The hoisted model reads `seen` through this (hoisting runs before the module's own lines).
function seenNow() {
  return seen;
}
vi.mock('./hand-model', () => ({ loadHandModel: async () => fakeModel }));

const leftFist = () => ({
  multiHandWorldLandmarks: [handLandmarks(POSES.fist, { left: true, scale: 0.08 })],
  multiHandedness: [{ index: 0, score: 0.98, label: 'Left' as const }],
});

const track = Object.assign(new EventTarget(), { stop: vi.fn(), readyState: 'live' });
const stream = { getVideoTracks: () => [track], getTracks: () => [track] };

const instance: PlayInstanceOf<'hand-gesture'> = {
  position: 0,
  game: 'hand-gesture',
  kind: 'hand-game',
  rule: 'opposite',
  gestures: ['fist', 'flat-hand'],
  hand: 'right',
  holdMs: 1000,
  responseWindowMs: 10_000,
  practice: [],
  trials: [{ shown: 'flat-hand' }],
};

function renderTrial() {
  const given: GivenAnswer<HandGestureResponse>[] = [];
  render(
    <TrialScreen
      instance={instance}
      itemIndex={0}
      settings={DEFAULT_ASSESSMENT_SETTINGS}
      number={1}
      total={1}
      onAnswer={(answer) => given.push(answer)}
    />,
  );
  return given;
}

/** Lets `ms` of fake time pass, with React's updates and the frames they start. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Chooses camera mode on the start screen's panel, as the adult does. */
async function chooseCamera() {
  render(<ModePanel />);
  fireEvent.click(screen.getByRole('radio', { name: 'The camera recognises the hand' }));
  await advance(0);
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame', 'performance', 'Date'],
  });
  seen = { multiHandWorldLandmarks: [], multiHandedness: [] };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});
afterEach(() => {
  handCamera.chooseExaminer();
  vi.useRealTimers();
});

describe('camera mode', () => {
  it('opens the camera when the adult chooses it, and says that no picture leaves the tablet', async () => {
    await chooseCamera();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: false }),
    );
    expect(screen.getByRole('radio', { name: 'The camera recognises the hand' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Camera ready.');
    expect(
      screen.getByText(/no photo, video or outline of the hand is stored or sent/),
    ).toBeVisible();
  });

  it('stays in examiner mode, saying why, when the camera is refused', async () => {
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValueOnce(
      new DOMException('denied', 'NotAllowedError'),
    );
    await chooseCamera();
    expect(screen.getByRole('radio', { name: 'The adult taps what the child did' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('The camera was not allowed');
  });

  it('records the gesture held for the hold time, which the adult may leave as it is', async () => {
    await chooseCamera();
    const given = renderTrial();
    // The self-view beside the trial (and the start panel's preview).
    expect(screen.getAllByLabelText('Camera picture, which stays on this tablet')).toHaveLength(2);
    await advance(500);
    seen = leftFist();
    await advance(1100);
    expect(screen.getByText('Seen: Fist')).toBeInTheDocument();
    expect(given).toEqual([]);
    await advance(CONFIRM_MS);
    expect(given).toHaveLength(1);
    const [answer] = given;
    expect(answer!.inputType).toBe('camera');
    expect(answer!.response).toEqual({
      mode: 'camera',
      gesture: 'fist',
      recognition: {
        gesture: 'fist',
        confidence: 1,
        hand: 'left',
        firstHandMs: expect.any(Number),
        heldFromMs: expect.any(Number),
      },
      overridden: false,
    });
    const { recognition } = answer!.response;
    expect(recognition!.heldFromMs).toBe(recognition!.firstHandMs);
    expect(recognition!.heldFromMs).toBeGreaterThanOrEqual(450);
    expect(recognition!.heldFromMs).toBeLessThan(600);
    // The reaction time is the child's: to the end of the hold, not to the adult's moment.
    expect(answer!.reactionTimeMs).toBeGreaterThanOrEqual(recognition!.heldFromMs! + 1000);
    expect(answer!.reactionTimeMs).toBeLessThan(recognition!.heldFromMs! + 1100);
    expect(handGestureResponseSchema.safeParse(answer!.response).success).toBe(true);
  });

  it('keeps the recognition beside the adult’s one-tap correction', async () => {
    await chooseCamera();
    const given = renderTrial();
    await advance(400);
    seen = leftFist();
    await advance(1200);
    const panel = screen.getByRole('region', { name: /tap to correct/i });
    fireEvent.pointerDown(within(panel).getByRole('button', { name: 'Peace sign' }), {
      button: 0,
      pointerType: 'touch',
    });
    await advance(CONFIRM_MS);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      inputType: 'touch',
      response: {
        mode: 'camera',
        gesture: 'peace-sign',
        recognition: { gesture: 'fist', hand: 'left' },
        overridden: true,
      },
    });
  });

  it('records no response when the window ends without a held gesture', async () => {
    await chooseCamera();
    const given = renderTrial();
    await advance(10_500);
    expect(screen.getByText('No gesture seen')).toBeInTheDocument();
    await advance(CONFIRM_MS);
    expect(given).toHaveLength(1);
    expect(given[0]!.response).toEqual({
      mode: 'camera',
      gesture: 'none',
      recognition: {
        gesture: 'none',
        confidence: 0,
        hand: null,
        firstHandMs: null,
        heldFromMs: null,
      },
      overridden: false,
    });
    expect(given[0]!.reactionTimeMs).toBe(10_000);
  });

  it('goes on in examiner mode, on the same trial and clock, when the camera stops', async () => {
    await chooseCamera();
    const given = renderTrial();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
      track.dispatchEvent(new Event('ended'));
    });
    expect(screen.getByText('The camera stopped: tap what the child did.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Flat hand, right hand' })).toBeInTheDocument();
    fireEvent.pointerDown(
      within(screen.getByRole('region', { name: /for the adult/i })).getByRole('button', {
        name: 'Fist',
      }),
      { button: 0, pointerType: 'touch' },
    );
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      inputType: 'touch',
      response: { mode: 'examiner', gesture: 'fist' },
    });
    expect(given[0]!.reactionTimeMs).toBeGreaterThanOrEqual(1950);
  });

  it('drops what it recognised when the tablet sleeps before it is recorded, and watches again', async () => {
    await chooseCamera();
    const given = renderTrial();
    await advance(400);
    seen = leftFist();
    await advance(1200);
    expect(screen.getByText('Seen: Fist')).toHaveAttribute('role', 'status');
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(CONFIRM_MS + 2000);
    expect(given).toEqual([]);
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Shown anew: the fist held all along counts once the child lets go and makes it again.
    seen = { multiHandWorldLandmarks: [], multiHandedness: [] };
    await advance(500);
    seen = leftFist();
    await advance(1200);
    await advance(CONFIRM_MS);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ inputType: 'camera', response: { gesture: 'fist' } });
    expect(given[0]!.hiddenMs).toBeGreaterThanOrEqual(3000);
    expect(given[0]!.reactionTimeMs).toBeLessThan(2000);
  });

  it("lets go of the camera when the session's play ends", async () => {
    await chooseCamera();
    track.stop.mockClear();
    act(() => handGesturePlay.endSession?.());
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'The adult taps what the child did' })).toBeChecked();
  });

  it('keeps a trial begun while the camera was starting in examiner mode', async () => {
    let open: (value: MediaStream) => void = () => {};
    vi.mocked(navigator.mediaDevices.getUserMedia).mockReturnValueOnce(
      new Promise<MediaStream>((resolve) => {
        open = resolve;
      }),
    );
    await chooseCamera();
    expect(screen.getByText('Starting the camera and the hand model…')).toBeInTheDocument();
    renderTrial();
    await act(async () => {
      open(stream as unknown as MediaStream);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Camera ready.');
    // The panel's preview only: the trial on screen goes on with the adult's buttons.
    expect(screen.getAllByLabelText('Camera picture, which stays on this tablet')).toHaveLength(1);
    expect(
      screen.getByRole('region', { name: 'For the adult: tap what the child did' }),
    ).toBeInTheDocument();
  });

  it('goes to examiner mode when another app takes the camera (its track muted)', async () => {
    await chooseCamera();
    renderTrial();
    act(() => {
      track.dispatchEvent(new Event('mute'));
    });
    expect(screen.getByText('The camera stopped: tap what the child did.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The adult taps what the child did' })).toBeChecked();
  });

  it('reads frames one at a time, each read getting its own frame’s results', async () => {
    await chooseCamera();
    const send = fakeModel.send;
    let reading = 0;
    let most = 0;
    let frame = 0;
    vi.spyOn(fakeModel, 'send').mockImplementation(async () => {
      reading += 1;
      most = Math.max(most, reading);
      await new Promise((resolve) => setTimeout(resolve, 30));
      frame += 1;
      seen = { multiHandWorldLandmarks: [], multiHandedness: [{ index: frame } as never] };
      await send();
      reading -= 1;
    });
    const video = document.createElement('video');
    const reads = Promise.all([handCamera.read(video), handCamera.read(video)]);
    await advance(100);
    const [first, second] = await reads;
    expect(most).toBe(1);
    expect([first?.multiHandedness[0], second?.multiHandedness[0]]).toEqual([
      { index: 1 },
      { index: 2 },
    ]);
  });
});
