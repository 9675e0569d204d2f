import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type {
  Gesture,
  GestureRecognition,
  GestureResponseValue,
  Hand,
  HandGestureResponse,
  InputType,
} from '@cogniplay/contract';
import { fill, usePlayTexts } from '../../shared/play/play-texts';
import { INPUT_LOCK_MS } from '../../shared/play/play-timing';
import { ExaminerButtons } from '../play/examiner-buttons';
import { handCamera, type CameraStatus } from './hand-camera';
import { noResponse, startHold, trackHold } from './hold-tracker';
import { readHand } from './read-hand';

/** How long the recognised gesture waits for the adult's correction before it is recorded. */
export const CONFIRM_MS = 1500;

type CameraResponseProps = {
  camera: Extract<CameraStatus, { kind: 'on' }>;
  /** The task's gestures, offered first for a correction. */
  gestures: readonly Gesture[];
  hand: Hand;
  holdMs: number;
  windowMs: number;
  /** performance.now() at the stimulus's first paint (use-item-clock.ts). */
  shownAt: () => number | null;
  /**
   * The response, at the moment the camera's recognition ended (the held gesture, or the end of
   * the window): the child's time, whether or not the adult corrected it.
   */
  onResponse: (response: HandGestureResponse, inputType: InputType, timeStamp: number) => void;
  /** The response recorded, shown pressed while the page moves on. */
  chosen?: GestureResponseValue;
};

interface Watching {
  /** Frames the model has read in this trial (the page's `data-frames`, for tests and benchmarks). */
  frames: number;
  holding?: Gesture;
  /** 0 to 1 of the hold time. */
  progress: number;
}

/**
 * A trial's response by camera: the child's mirrored self-view, small, while the model reads
 * each frame on the tablet; the first gesture held for the hold time within the window is the
 * response (hold-tracker.ts). The adult then sees what was recognised and may correct it with
 * one tap for CONFIRM_MS; the answer keeps both. Only the reading leaves this component.
 */
export function CameraResponse({
  camera,
  gestures,
  hand,
  holdMs,
  windowMs,
  shownAt,
  onResponse,
  chosen,
}: CameraResponseProps) {
  const { texts } = usePlayTexts();
  const video = useRef<HTMLVideoElement>(null);
  const [watching, setWatching] = useState<Watching>({ frames: 0, progress: 0 });
  const [recognised, setRecognised] = useState<{ recognition: GestureRecognition; at: number }>();
  const recorded = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = camera.stream;
    void element.play().catch(() => {});
    let state = startHold();
    let frames = 0;
    // An object, so that the frame loop sees the cleanup's change.
    const run = { done: false };
    /** When the frame being read was taken, and the paint the hold is timed from. */
    let frameAt = 0;
    let paintedAt: number | null = null;
    const finish = (recognition: GestureRecognition, at: number) => {
      if (run.done) return;
      run.done = true;
      setRecognised({ recognition, at });
    };
    const stopListening = handCamera.onResults((results) => {
      frames += 1;
      const shown = shownAt();
      // A gesture made before the stimulus took answers is no response to it (as a tap then).
      if (run.done || shown === null || frameAt - shown < INPUT_LOCK_MS) return;
      // Shown anew (the tablet slept): the hold starts again with the item's clock.
      if (shown !== paintedAt) {
        paintedAt = shown;
        state = startHold();
      }
      const frame = readHand(results, frameAt - shown);
      const step = trackHold(state, frame, { holdMs, windowMs });
      state = step.state;
      if (step.recognition) {
        finish(step.recognition, Math.min(frameAt, shown + windowMs));
        return;
      }
      const holding = state.candidate?.gesture;
      setWatching({
        frames,
        holding: holding && holding !== 'none' ? holding : undefined,
        progress: state.candidate
          ? Math.min(1, (frame.atMs - state.candidate.sinceMs) / holdMs)
          : 0,
      });
    });
    // The window ends even when no frame arrives (a slow model, a covered camera).
    const windowTimer = setInterval(() => {
      const shown = shownAt();
      if (shown !== null && performance.now() - shown > windowMs) {
        finish(noResponse(state), shown + windowMs);
      }
    }, 200);
    void (async () => {
      while (!run.done) {
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && shownAt() !== null) {
          frameAt = performance.now();
          try {
            await camera.model.send({ image: element });
          } catch {
            handCamera.lost('failed');
            return;
          }
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    })();
    return () => {
      run.done = true;
      stopListening();
      clearInterval(windowTimer);
    };
  }, [camera, holdMs, windowMs, shownAt]);

  const record = (gesture: GestureResponseValue, inputType: InputType) => {
    if (!recognised || recorded.current) return;
    recorded.current = true;
    const overridden = gesture !== recognised.recognition.gesture;
    onResponse(
      { mode: 'camera', gesture, recognition: recognised.recognition, overridden },
      overridden ? inputType : 'camera',
      recognised.at,
    );
  };
  const recordAsRecognised = useEffectEvent(() => {
    if (recognised) record(recognised.recognition.gesture, 'camera');
  });

  useEffect(() => {
    if (!recognised) return;
    const timer = setTimeout(recordAsRecognised, CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [recognised]);

  const seen = recognised?.recognition.gesture;
  return (
    <div className="flex w-full max-w-4xl flex-col items-center gap-2">
      <div className="flex items-center gap-3">
        <video
          ref={video}
          muted
          playsInline
          aria-label={texts.gesture.camera.selfView}
          data-frames={watching.frames}
          className="h-24 w-32 -scale-x-100 rounded-xl border-2 border-[#1f2937] bg-black object-cover"
        />
        <div className="flex min-w-48 flex-col gap-1" aria-live="polite">
          <p className="text-lg font-semibold">
            {seen === undefined
              ? watching.holding
                ? texts.gesture.camera.hold
                : texts.gesture.camera.looking
              : seen === 'none'
                ? texts.gesture.camera.noneSeen
                : fill(texts.gesture.camera.seen, { gesture: texts.gesture.names[seen] })}
          </p>
          {seen === undefined && (
            <div
              className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
              aria-hidden="true"
            >
              <div
                className="h-full bg-[#1f2937] transition-[width]"
                style={{ width: `${Math.round(watching.progress * 100)}%` }}
              />
            </div>
          )}
        </div>
      </div>
      {recognised && (
        <ExaminerButtons
          gestures={gestures}
          hand={hand}
          heading={texts.gesture.camera.correct}
          chosen={chosen}
          onRecord={(gesture, inputType) => record(gesture, inputType)}
        />
      )}
    </div>
  );
}
