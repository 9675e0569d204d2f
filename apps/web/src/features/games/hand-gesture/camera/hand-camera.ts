// The session's camera for hand gestures: off (the adult records each response: examiner mode)
// until the adult chooses it on the start screen; then the tablet's front camera and the hand
// model (hand-model.ts), both opened once for the whole session. Without a camera, with the
// camera refused, or when it stops (unplugged, taken by another app, the model failing), the
// session goes on in examiner mode and says why. No picture leaves this module's page: frames go
// to the model on the tablet, and only the gesture read from them is kept (camera-response.tsx).
import { loadHandModel, type HandModel, type HandResults } from './hand-model';

/** Why a session is in examiner mode. */
export type ExaminerReason = 'chosen' | 'unavailable' | 'refused' | 'stopped' | 'failed';

export type CameraStatus =
  | { kind: 'off'; reason: ExaminerReason }
  | { kind: 'starting' }
  | { kind: 'on'; stream: MediaStream; model: HandModel };

type ResultsListener = (results: HandResults) => void;

export class HandCamera {
  private status: CameraStatus = { kind: 'off', reason: 'chosen' };
  private readonly listeners = new Set<() => void>();
  private resultsListener: ResultsListener | undefined;
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
    model.onResults((results) => this.resultsListener?.(results));
    for (const track of stream.getVideoTracks()) {
      track.addEventListener('ended', () => this.lost('stopped'));
    }
    this.set({ kind: 'on', stream, model });
  }

  /** The adult chose examiner mode: the camera goes off. */
  chooseExaminer() {
    this.attempt += 1;
    this.stop('chosen');
  }

  /** The camera or the model stopped working mid-session: examiner mode from here on. */
  lost(reason: 'stopped' | 'failed') {
    if (this.status.kind === 'on') this.stop(reason);
  }

  private stop(reason: ExaminerReason) {
    if (this.status.kind === 'on') stopTracks(this.status.stream);
    this.set({ kind: 'off', reason });
  }

  /** Hears the model's results of the frames sent to it; one listener at a time (a trial's). */
  onResults(listener: ResultsListener): () => void {
    this.resultsListener = listener;
    return () => {
      if (this.resultsListener === listener) this.resultsListener = undefined;
    };
  }
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** The play page's camera: one per page, as a page plays one session. */
export const handCamera = new HandCamera();
