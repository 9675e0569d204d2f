// The session's camera for hand gestures: off (the adult records each response: examiner mode)
// until the adult chooses it on the start screen; then the tablet's front camera and the hand
// model (hand-model.ts), both opened once for the session and closed when it ends (`release`).
// Without a camera, with the camera refused, or when it stops or freezes (unplugged, taken by
// another app, the model failing), the session goes on in examiner mode and says why. No
// picture leaves the page: frames go to the model on the tablet, and only the gesture read from
// them is kept (camera-response.tsx).
import { loadHandModel, type HandModel, type HandResults } from './hand-model';

/** Why a session is in examiner mode. */
export type ExaminerReason = 'chosen' | 'unavailable' | 'refused' | 'stopped' | 'failed';

export type CameraStatus =
  | { kind: 'off'; reason: ExaminerReason }
  | { kind: 'starting' }
  | { kind: 'on'; stream: MediaStream; model: HandModel };

export class HandCamera {
  private status: CameraStatus = { kind: 'off', reason: 'chosen' };
  private readonly listeners = new Set<() => void>();
  /** Takes the results of the frame being read (`read`). */
  private capture: ((results: HandResults) => void) | undefined;
  /** The frame being read: one at a time, in order. */
  private reading: Promise<unknown> = Promise.resolve();
  private model: Promise<HandModel> | undefined;
  /** Which start is current: a choice made meanwhile wins over a start still under way. */
  private attempt = 0;

  private readonly loadModel: () => Promise<HandModel>;

  constructor(loadModel: () => Promise<HandModel> = loadHandModel) {
    this.loadModel = loadModel;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = () => this.status;

  private set(status: CameraStatus) {
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  /** Opens the camera and the model; examiner mode with the reason when either fails. */
  async start(): Promise<void> {
    if (this.status.kind !== 'off') return;
    const attempt = ++this.attempt;
    // Absent outside a secure context (a plain-http address other than localhost).
    const media = navigator.mediaDevices as MediaDevices | undefined;
    if (!media) {
      this.set({ kind: 'off', reason: 'unavailable' });
      return;
    }
    this.set({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
        audio: false,
      });
    } catch (error) {
      if (attempt !== this.attempt) return;
      const refused = error instanceof DOMException && error.name === 'NotAllowedError';
      this.set({ kind: 'off', reason: refused ? 'refused' : 'unavailable' });
      return;
    }
    let model: HandModel;
    try {
      this.model ??= this.loadModel();
      model = await this.model;
    } catch {
      this.model = undefined;
      stopTracks(stream);
      if (attempt === this.attempt) this.set({ kind: 'off', reason: 'failed' });
      return;
    }
    if (attempt !== this.attempt) {
      stopTracks(stream);
      return;
    }
    // A camera that ended while the model loaded is no camera.
    const tracks = stream.getVideoTracks();
    if (tracks.length === 0 || tracks.some((track) => track.readyState !== 'live')) {
      stopTracks(stream);
      this.set({ kind: 'off', reason: 'stopped' });
      return;
    }
    model.onResults((results) => this.capture?.(results));
    for (const track of tracks) {
      track.addEventListener('ended', () => this.lost('stopped'));
      // Muted: another app has the camera (iPadOS); the model would read a frozen picture.
      track.addEventListener('mute', () => this.lost('stopped'));
    }
    this.set({ kind: 'on', stream, model });
  }

  /** The adult chose examiner mode: the camera goes off. */
  chooseExaminer() {
    this.attempt += 1;
    this.stop('chosen');
  }

  /** The session ended: the camera goes off, and the page says nothing of it. */
  release() {
    this.attempt += 1;
    if (this.status.kind !== 'off') this.stop('chosen');
  }

  /** The camera or the model stopped working mid-session: examiner mode from here on. */
  lost(reason: 'stopped' | 'failed') {
    if (this.status.kind === 'on') this.stop(reason);
  }

  private stop(reason: ExaminerReason) {
    if (this.status.kind === 'on') stopTracks(this.status.stream);
    this.set({ kind: 'off', reason });
  }

  /**
   * The model's results of one frame of `image`, or undefined without a camera. Frames are read
   * one at a time, so each read gets its own frame's results, whoever asked for the last one.
   */
  read(image: HTMLVideoElement): Promise<HandResults | undefined> {
    const next = this.reading.then(async () => {
      if (this.status.kind !== 'on') return undefined;
      let results: HandResults | undefined;
      this.capture = (read) => {
        results = read;
      };
      try {
        await this.status.model.send({ image });
      } finally {
        this.capture = undefined;
      }
      return results;
    });
    this.reading = next.catch(() => {});
    return next;
  }
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** The play page's camera: one per page, as a page plays one session. */
export const handCamera = new HandCamera();
