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
import type { HandResults } from './hand-model';
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
  /** Whether the answer was taken (not while the page is hidden). */
  onResponse: (response: HandGestureResponse, inputType: InputType, timeStamp: number) => boolean;
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

  // A tablet that sleeps or switches apps before the answer is recorded shows the trial anew
  // (use-item-clock.ts): what was recognised is dropped, and the camera watches again.
  const [watch, setWatch] = useState(0);
  useEffect(() => {
    const onVisibility = () => {
      if (!document.hidden || recorded.current) return;
      setRecognised(undefined);
      setWatching({ frames: 0, progress: 0 });
      setWatch((count) => count + 1);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = camera.stream;
    void element.play().catch(() => {});
    let state = startHold();
    let frames = 0;
    /** The paint the hold is timed from; a new one (the item shown anew) starts it again. */
    let paintedAt: number | null = null;
    // An object, so that the frame loop sees the cleanup's change.
    const run = { done: false };
    const finish = (recognition: GestureRecognition, at: number) => {
      if (run.done) return;
      run.done = true;
      setRecognised({ recognition, at });
    };
    /** One frame's results, read from a frame taken at `frameAt`. */
    const onFrame = (results: HandResults, frameAt: number) => {
      frames += 1;
      const shown = shownAt();
      if (run.done || shown === null || frameAt < shown) return;
      if (shown !== paintedAt) {
        paintedAt = shown;
        state = startHold();
      }
      const frame = readHand(results, frameAt - shown);
      const step = trackHold(state, frame, { holdMs, windowMs, lockMs: INPUT_LOCK_MS });
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
    };
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
          const frameAt = performance.now();
          let results: HandResults | undefined;
          try {
            results = await handCamera.read(element);
          } catch {
            handCamera.lost('failed');
            return;
          }
          if (results) onFrame(results, frameAt);
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    })();
    return () => {
      run.done = true;
      clearInterval(windowTimer);
    };
  }, [camera, holdMs, windowMs, shownAt, watch]);

  const record = (gesture: GestureResponseValue, inputType: InputType) => {
    if (!recognised || recorded.current) return;
    const overridden = gesture !== recognised.recognition.gesture;
    recorded.current = onResponse(
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
        <div className="flex min-w-48 flex-col gap-1">
          {seen === undefined && (
            <>
              <p className="text-lg font-semibold">
                {watching.holding ? texts.gesture.camera.hold : texts.gesture.camera.looking}
              </p>
              <div
                className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
                aria-hidden="true"
              >
                <div
                  className="h-full bg-[#1f2937] transition-[width]"
                  style={{ width: `${Math.round(watching.progress * 100)}%` }}
                />
              </div>
            </>
          )}
          {/* Announced once: what was recognised, not every frame's state. */}
          <p role="status" className="text-lg font-semibold">
            {seen === undefined
              ? ''
              : seen === 'none'
                ? texts.gesture.camera.noneSeen
                : fill(texts.gesture.camera.seen, { gesture: texts.gesture.names[seen] })}
          </p>
          {recognised && chosen === undefined && (
            // The time left to correct it.
            <div
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
              aria-hidden="true"
            >
              <div
                className="h-full origin-left bg-[#1f2937]"
                style={{ animation: `cogniplay-countdown ${CONFIRM_MS}ms linear forwards` }}
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
