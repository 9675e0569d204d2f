// The answer queue: every answer is stored locally first, then sent from there, one at a time in
// play order, until the server has it; a session's early end (a stop, or a child's no) waits in
// it too and is sent after every answer given before it. Network errors, 408, 429 and 5xx wait (exponential
// back-off with jitter, at least Retry-After) and try again; 200/201 remove the answer; a refusal
// (400, 409, 410 `completed`) removes it too and is recorded, so the queue never loops forever.
// A link that takes no answer any more (410 `revoked` or `expired`, 404 unknown) ends the queue:
// every answer of the link leaves it at once, recorded as refused, and nothing more is sent. A
// 423 (the session is bound to another tablet) keeps it and stops sending until resume().
import type {
  EndSessionBody,
  PlayLinkGoneReason,
  SubmitAnswerBody,
  SubmitAnswerResponse,
} from '@cogniplay/contract';
import {
  endKey,
  isQueuedEnd,
  queueKey,
  type AnswerStore,
  type QueuedAnswer,
  type QueuedEnd,
  type QueuedItem,
} from './answer-store';
import { outcomeOf, parseRetryAfter, retryDelayMs } from './play-backoff';

export interface SendResult {
  status: number;
  retryAfter?: string | null;
  /** The parsed body of a 200/201. */
  response?: SubmitAnswerResponse;
  /** The `reason` of a 410's problem body. */
  reason?: PlayLinkGoneReason;
}

/**
 * Why a link takes no answer any more: its session was revoked, its link expired, or the token
 * is unknown to the server (replaced by a new link).
 */
export type LinkEnd = 'revoked' | 'expired' | 'unknown';

/** One attempt to send an answer; throws on a network error. */
export type SendAnswer = (token: string, body: SubmitAnswerBody) => Promise<SendResult>;
/** One attempt to send the session's early end; throws on a network error. */
export type SendEnd = (token: string, end: EndSessionBody) => Promise<SendResult>;

export interface RejectedAnswer {
  key: string;
  status: number;
  body: SubmitAnswerBody;
}

export interface QueueState {
  /** Answers queued and not yet accepted by the server. */
  pending: number;
  /** Answers the server refused for good (kept for the adult and the console). */
  rejected: RejectedAnswer[];
  /** Whether the last attempt failed and the queue is waiting to try again. */
  backingOff: boolean;
  /** The session is bound to another tablet: nothing is sent until resume(). */
  elsewhere: boolean;
  /** The link takes no answer any more: nothing is sent, and nothing is kept to send. */
  ended: LinkEnd | null;
  /** The session's early end waits in the queue (it goes after the answers). */
  endPending: boolean;
}

export interface AnswerQueueOptions {
  token: string;
  store: AnswerStore;
  send: SendAnswer;
  sendEnd: SendEnd;
  random?: () => number;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Called for each answer the server refused (after it left the queue), but see onEnded. */
  onRejected?: (answer: RejectedAnswer) => void;
  /**
   * Called once when the link turns out to take no answer any more, after its answers left the
   * queue (counted in `rejected`, without an onRejected for each).
   */
  onEnded?: (end: LinkEnd) => void;
  /** Called when the server says the session is bound to another tablet (423). */
  onElsewhere?: () => void;
  /** Called when the queued end left the queue: the server has it, or has the session over. */
  onEndSent?: () => void;
}

type Waiter = (response: SubmitAnswerResponse | undefined) => void;

export class AnswerQueue {
  private readonly options: Required<AnswerQueueOptions>;
  private state: QueueState = {
    pending: 0,
    rejected: [],
    backingOff: false,
    elsewhere: false,
    ended: null,
    endPending: false,
  };
  /** The status that ended the link (404 or 410), recorded with each answer it drops. */
  private endedStatus = 410;
  private readonly listeners = new Set<(state: QueueState) => void>();
  private readonly waiters = new Map<string, Waiter[]>();
  /** The server's answers so far, for feedback asked for after the answer was stored. */
  private readonly results = new Map<string, SubmitAnswerResponse>();
  private running = false;
  /** Answers handed to enqueue() that the store has not taken yet. */
  private writing = 0;
  /** An end handed to end() that the store has not taken yet. */
  private endWriting = false;
  private again = false;
  private attempt = 0;
  private timer: unknown;
  private writes: Promise<unknown> = Promise.resolve();

  constructor(options: AnswerQueueOptions) {
    this.options = {
      random: Math.random,
      now: Date.now,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      onRejected: () => {},
      onEnded: () => {},
      onElsewhere: () => {},
      onEndSent: () => {},
      ...options,
    };
  }

  getState(): QueueState {
    return this.state;
  }

  subscribe(listener: (state: QueueState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Keys ('position:itemIndex') of the answers waiting in the local queue. */
  async queuedKeys(): Promise<string[]> {
    const answers = await this.refreshPending();
    return answers.map((answer) => `${answer.body.position}:${answer.body.itemIndex}`);
  }

  /** The session's early end waiting in the local queue, if any. */
  async queuedEnd(): Promise<EndSessionBody | undefined> {
    const items = await this.options.store.list(this.options.token);
    return items.find(isQueuedEnd)?.end;
  }

  /**
   * Queues the session's early end after the answers queued so far and sends it in their turn.
   * Resolves once it is stored locally.
   */
  end(end: EndSessionBody): Promise<void> {
    const item: QueuedEnd = {
      key: endKey(this.options.token),
      token: this.options.token,
      end,
      queuedAt: this.options.now(),
    };
    this.endWriting = true;
    this.update({ endPending: true });
    return this.write(item, () => {
      this.endWriting = false;
    });
  }

  /**
   * Stores the answer in the queue (a second answer with the same key is ignored) and sends it
   * in the background. Resolves once it is stored locally.
   */
  enqueue(body: SubmitAnswerBody): Promise<void> {
    const answer: QueuedAnswer = {
      key: queueKey(this.options.token, body.position, body.itemIndex),
      token: this.options.token,
      body,
      queuedAt: this.options.now(),
    };
    // Counted as waiting at once, before IndexedDB has it: the end screen never says 'all
    // saved' while the last answer is still being queued.
    this.writing += 1;
    this.update({ pending: this.state.pending + 1 });
    return this.write(answer, () => {
      this.writing -= 1;
    });
  }

  /** Adds the item to the store after the writes before it (then `added`, stored or not), sends. */
  private write(item: QueuedItem, added = () => {}): Promise<void> {
    const write = this.writes
      .then(() => this.options.store.add(item))
      .finally(added)
      .then(async () => {
        await this.refreshPending();
        this.kick();
      });
    this.writes = write.catch(() => {});
    return write;
  }

  /**
   * The server's answer to the given key once it is stored, or undefined when that takes longer
   * than `timeoutMs`, is refused, or the queue is waiting after a failure (offline: no feedback).
   */
  waitFor(
    position: number,
    itemIndex: number,
    timeoutMs: number,
  ): Promise<SubmitAnswerResponse | undefined> {
    const key = queueKey(this.options.token, position, itemIndex);
    if (this.results.has(key)) return Promise.resolve(this.results.get(key));
    if (this.state.backingOff || this.state.ended) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      let settled = false;
      const waiter: Waiter = (response) => {
        if (settled) return;
        settled = true;
        this.options.clearTimer(timer);
        resolve(response);
      };
      const timer = this.options.setTimer(() => waiter(undefined), timeoutMs);
      this.waiters.set(key, [...(this.waiters.get(key) ?? []), waiter]);
    });
  }

  /** Starts sending unless a send is under way or the queue waits out a back-off delay. */
  private kick(): void {
    if (this.timer !== undefined) return;
    this.flush();
  }

  /** Sends what is queued now (at start, when the browser is back online, after a delay). */
  flush(): void {
    if (this.timer !== undefined) {
      this.options.clearTimer(this.timer);
      this.timer = undefined;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  /** The session was moved to this tablet: send what waits, from the shortest delay again. */
  resume(): void {
    this.update({ elsewhere: false });
    this.online();
  }

  /** Back online: try at once, from the shortest delay again. */
  online(): void {
    this.attempt = 0;
    this.flush();
  }

  stop(): void {
    if (this.timer !== undefined) this.options.clearTimer(this.timer);
    this.timer = undefined;
    this.listeners.clear();
  }

  private async run(): Promise<void> {
    if (this.state.elsewhere) return;
    this.running = true;
    try {
      do {
        this.again = false;
        // An answer given after the link ended is never sent: it leaves the queue at once.
        if (this.hasEnded()) {
          await this.dropAll();
          continue;
        }
        const items = await this.options.store.list(this.options.token);
        this.countPending(items);
        for (const item of items) {
          if (await this.sendOne(item)) continue;
          if (!this.hasEnded()) return;
          break;
        }
      } while (this.askedAgain());
    } finally {
      this.running = false;
    }
  }

  /** Whether the link takes no answer any more (set while sending). */
  private hasEnded(): boolean {
    return this.state.ended !== null;
  }

  /** Whether answers were queued while the last pass was sending (set from another task). */
  private askedAgain(): boolean {
    return this.again;
  }

  /** Sends one answer or the end; false when the queue must wait before the next attempt. */
  private async sendOne(item: QueuedItem): Promise<boolean> {
    let result: SendResult;
    try {
      result = isQueuedEnd(item)
        ? await this.options.sendEnd(this.options.token, item.end)
        : await this.options.send(this.options.token, item.body);
    } catch {
      this.retryLater(undefined);
      return false;
    }
    const outcome = outcomeOf(result.status, result.reason);
    if (outcome === 'gone') {
      const end: LinkEnd =
        result.reason === 'revoked' || result.reason === 'expired' ? result.reason : 'unknown';
      this.endedStatus = result.status;
      this.update({ ended: end });
      await this.dropAll();
      for (const key of [...this.waiters.keys()]) this.settle(key, undefined);
      this.options.onEnded(end);
      return false;
    }
    if (outcome === 'elsewhere') {
      this.update({ elsewhere: true });
      for (const key of [...this.waiters.keys()]) this.settle(key, undefined);
      this.options.onElsewhere();
      return false;
    }
    if (outcome === 'retry') {
      this.retryLater(parseRetryAfter(result.retryAfter, this.options.now()));
      return false;
    }
    if (isQueuedEnd(item)) return this.endSent(item, result.status, outcome);
    const answer = item;
    const rejected: RejectedAnswer | undefined =
      outcome === 'stored'
        ? undefined
        : { key: answer.key, status: result.status, body: answer.body };
    // Counted as refused before it stops counting as waiting: no moment shows it as saved.
    if (rejected) this.update({ rejected: [...this.state.rejected, rejected] });
    await this.options.store.remove(answer.key);
    await this.refreshPending();
    this.attempt = 0;
    this.update({ backingOff: false });
    if (rejected) {
      console.warn('The server refused an answer; it left the queue.', rejected);
      this.settle(answer.key, undefined);
      this.options.onRejected(rejected);
    } else {
      this.settle(answer.key, result.response);
    }
    return true;
  }

  /**
   * The end left the queue: stored, or refused for good (the session was completed or ended
   * otherwise first: what the server has stands). Not an answer, so never counted as one lost.
   */
  private async endSent(end: QueuedEnd, status: number, outcome: string): Promise<boolean> {
    await this.options.store.remove(end.key);
    await this.refreshPending();
    this.attempt = 0;
    this.update({ backingOff: false });
    if (outcome !== 'stored') console.warn('The server refused the end of the session.', status);
    this.options.onEndSent();
    return true;
  }

  /**
   * Takes every answer of the link out of the queue, recorded as refused: none of them can ever
   * be stored, so none waits for a network that would not help. A waiting end goes too.
   */
  private async dropAll(): Promise<void> {
    const items = await this.options.store.list(this.options.token);
    if (items.length === 0) return;
    const answers = items.filter((item): item is QueuedAnswer => !isQueuedEnd(item));
    const dropped = answers.map((answer): RejectedAnswer => ({
      key: answer.key,
      status: this.endedStatus,
      body: answer.body,
    }));
    // Counted as refused before they stop counting as waiting, as a single refusal is.
    this.update({ rejected: [...this.state.rejected, ...dropped] });
    for (const item of items) await this.options.store.remove(item.key);
    await this.refreshPending();
    this.attempt = 0;
    this.update({ backingOff: false });
    console.warn('The link takes no answers any more; its answers left the queue.', dropped);
    for (const answer of dropped) this.settle(answer.key, undefined);
  }

  private retryLater(retryAfterMs: number | undefined): void {
    const delay = retryDelayMs(this.attempt, this.options.random(), retryAfterMs);
    this.attempt += 1;
    this.update({ backingOff: true });
    // Whoever waits for feedback does not wait for the network.
    for (const key of [...this.waiters.keys()]) this.settle(key, undefined);
    this.timer = this.options.setTimer(() => {
      this.timer = undefined;
      this.flush();
    }, delay);
  }

  /** Counts what waits in the store; answers the answers among it. */
  private async refreshPending(): Promise<QueuedAnswer[]> {
    return this.countPending(await this.options.store.list(this.options.token));
  }

  private countPending(items: readonly QueuedItem[]): QueuedAnswer[] {
    const answers = items.filter((item): item is QueuedAnswer => !isQueuedEnd(item));
    this.update({
      pending: answers.length + this.writing,
      endPending: answers.length < items.length || this.endWriting,
    });
    return answers;
  }

  private settle(key: string, response: SubmitAnswerResponse | undefined): void {
    if (response) this.results.set(key, response);
    const waiters = this.waiters.get(key);
    this.waiters.delete(key);
    for (const waiter of waiters ?? []) waiter(response);
  }

  private update(patch: Partial<QueueState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
