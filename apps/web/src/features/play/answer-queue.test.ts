import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitAnswerBody } from '@cogniplay/contract';
import { AnswerQueue, type SendAnswer, type SendEnd, type SendResult } from './answer-queue';
import { indexedDbAnswerStore, isQueuedEnd } from './answer-store';

const TOKEN = 'a'.repeat(43);
let dbCount = 0;

function body(
  position: number,
  itemIndex: number,
  response: SubmitAnswerBody['response'] = 'fits',
): SubmitAnswerBody {
  return {
    position,
    itemIndex,
    response,
    reactionTimeMs: 800,
    inputType: 'touch',
    clientShownAt: '2026-11-25T10:00:00.000Z',
    clientAnsweredAt: '2026-11-25T10:00:00.800Z',
  };
}

const stored = (status = 201): SendResult => ({
  status,
  response: {
    answer: { position: 0, itemIndex: 0 },
    answeredCount: 1,
    totalCount: 3,
    completed: false,
  },
});

/** A queue on a fresh IndexedDB, with timers the test fires by hand. */
function setUp(
  send: SendAnswer,
  random = 0,
  sendEnd = vi.fn<SendEnd>().mockResolvedValue({ status: 201 }),
) {
  const store = indexedDbAnswerStore(`test-${++dbCount}`);
  const timers: { callback: () => void; ms: number }[] = [];
  const onRejected = vi.fn();
  const options = {
    token: TOKEN,
    store,
    send,
    sendEnd,
    random: () => random,
    setTimer: (callback: () => void, ms: number) => {
      const timer = { callback, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    onRejected,
  };
  const queue = new AnswerQueue(options);
  const fireTimer = () => timers.shift()?.callback();
  return { queue, store, timers, fireTimer, onRejected, options, sendEnd };
}

/**
 * Waits until `assertion` passes: the queue's IndexedDB work runs over many turns of the event
 * loop, and on a busy machine no fixed wait is long enough.
 */
const eventually = (assertion: () => unknown) =>
  vi.waitFor(assertion, { timeout: 5000, interval: 5 });
/** A moment for work that must not happen to show itself, before asserting it did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('AnswerQueue', () => {
  it('sends an end queued offline after the answers before it, once they are stored', async () => {
    const send = vi.fn<SendAnswer>().mockRejectedValue(new TypeError('offline'));
    const sent: string[] = [];
    const sendEnd = vi.fn<SendEnd>(async () => {
      sent.push('end');
      return { status: 201 };
    });
    const onEndSent = vi.fn();
    const { options, store, timers } = setUp(send, 0, sendEnd);
    const stopping = new AnswerQueue({ ...options, onEndSent });
    await stopping.enqueue(body(0, 0));
    await stopping.enqueue(body(0, 1));
    await stopping.end({ reason: 'stopped_by_examiner', stopReason: 'interruption' });
    expect(await stopping.queuedEnd()).toEqual({
      reason: 'stopped_by_examiner',
      stopReason: 'interruption',
    });
    await settle();
    expect(sendEnd).not.toHaveBeenCalled();
    expect(stopping.getState()).toMatchObject({ pending: 2, endPending: true });

    send.mockImplementation(async (_token, answer) => {
      sent.push(`${answer.position}:${answer.itemIndex}`);
      return stored();
    });
    timers.length = 0;
    stopping.online();
    await eventually(() => expect(stopping.getState().endPending).toBe(false));
    expect(sent).toEqual(['0:0', '0:1', 'end']);
    expect(onEndSent).toHaveBeenCalledTimes(1);
    expect(stopping.getState()).toMatchObject({ pending: 0, rejected: [] });
    expect(await store.list(TOKEN)).toEqual([]);
  });

  it('lets a refused end go without counting it as a lost answer', async () => {
    const send = vi.fn<SendAnswer>().mockResolvedValue(stored());
    const sendEnd = vi.fn<SendEnd>().mockResolvedValue({ status: 409 });
    const { queue, store } = setUp(send, 0, sendEnd);
    await queue.end({ reason: 'declined' });
    await eventually(() => expect(queue.getState().endPending).toBe(false));
    expect(sendEnd).toHaveBeenCalledTimes(1);
    expect(queue.getState().rejected).toEqual([]);
    expect(await store.list(TOKEN)).toEqual([]);
  });

  it('sends a queued answer and removes it once stored', async () => {
    const send = vi.fn<SendAnswer>().mockResolvedValue(stored());
    const { queue, store } = setUp(send);
    await queue.enqueue(body(0, 0));
    await eventually(() => expect(queue.getState().pending).toBe(0));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(TOKEN, body(0, 0));
    expect(await store.list(TOKEN)).toEqual([]);
  });

  it('counts an answer as waiting from the moment it is handed over', async () => {
    const send = vi.fn<SendAnswer>().mockRejectedValue(new TypeError('offline'));
    const { queue } = setUp(send);
    const write = queue.enqueue(body(0, 0));
    expect(queue.getState().pending).toBe(1);
    await write;
    expect(queue.getState().pending).toBe(1);
  });

  it('queues a double tap only once', async () => {
    let release: (value: SendResult) => void = () => {};
    const send = vi.fn<SendAnswer>(() => new Promise((resolve) => (release = resolve)));
    const { queue, store } = setUp(send);
    await Promise.all([queue.enqueue(body(0, 0)), queue.enqueue(body(0, 0, 'does_not_fit'))]);
    const queued = await store.list(TOKEN);
    expect(queued.map((a) => (isQueuedEnd(a) ? 'end' : a.body.response))).toEqual(['fits']);
    expect(queue.getState().pending).toBe(1);
    release(stored());
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps answers through network errors and retries with growing delays', async () => {
    const send = vi.fn<SendAnswer>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { queue, store, timers, fireTimer } = setUp(send);
    await queue.enqueue(body(0, 0));
    await queue.enqueue(body(0, 1));
    await eventually(() => expect(timers.map((t) => t.ms)).toEqual([500]));
    expect(queue.getState()).toMatchObject({ pending: 2, backingOff: true });
    fireTimer();
    await eventually(() => expect(timers.map((t) => t.ms)).toEqual([1000]));
    fireTimer();
    await eventually(() => expect(timers.map((t) => t.ms)).toEqual([2000]));

    send.mockResolvedValue(stored());
    fireTimer();
    await eventually(() =>
      expect(queue.getState()).toMatchObject({ pending: 0, backingOff: false }),
    );
    expect(await store.list(TOKEN)).toEqual([]);
    // Sent in play order, each stored exactly once.
    expect(send.mock.calls.slice(-2).map(([, b]) => b.itemIndex)).toEqual([0, 1]);
  });

  it('a new answer during a back-off waits for it; coming online sends at once', async () => {
    const send = vi.fn<SendAnswer>().mockRejectedValue(new TypeError('offline'));
    const { queue, timers } = setUp(send);
    await queue.enqueue(body(0, 0));
    await eventually(() => expect(timers).toHaveLength(1));
    expect(send).toHaveBeenCalledTimes(1);
    await queue.enqueue(body(0, 1));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.getState().pending).toBe(2);

    send.mockResolvedValue(stored());
    queue.online();
    await eventually(() => expect(queue.getState().pending).toBe(0));
    expect(send).toHaveBeenCalledTimes(3);
    expect(timers).toEqual([]);
  });

  it('honours Retry-After on 429 and 503', async () => {
    const send = vi
      .fn<SendAnswer>()
      .mockResolvedValueOnce({ status: 429, retryAfter: '7' })
      .mockResolvedValueOnce({ status: 503, retryAfter: null })
      .mockResolvedValue(stored());
    const { queue, timers, fireTimer } = setUp(send);
    await queue.enqueue(body(0, 0));
    await eventually(() => expect(timers.map((t) => t.ms)).toEqual([7000]));
    fireTimer();
    await eventually(() => expect(timers.map((t) => t.ms)).toEqual([1000]));
    fireTimer();
    await eventually(() => expect(queue.getState().pending).toBe(0));
  });

  it.each([400, 409, 410])(
    'drops and records an answer refused with %i, and goes on',
    async (status) => {
      const send = vi
        .fn<SendAnswer>()
        .mockResolvedValueOnce({ status })
        .mockResolvedValue(stored());
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { queue, store, timers, onRejected } = setUp(send);
      await queue.enqueue(body(0, 0));
      await queue.enqueue(body(0, 1));
      await eventually(() => expect(queue.getState().pending).toBe(0));
      expect(await store.list(TOKEN)).toEqual([]);
      expect(send).toHaveBeenCalledTimes(2);
      expect(timers).toEqual([]);
      expect(queue.getState().rejected).toEqual([
        { key: `${TOKEN}|0|0`, status, body: body(0, 0) },
      ]);
      expect(onRejected).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalled();
    },
  );

  it.each([
    ['410 revoked', 410, 'revoked', 'revoked'],
    ['410 expired', 410, 'expired', 'expired'],
    ['404 (a token replaced by a new link)', 404, undefined, 'unknown'],
  ] as const)(
    'ends the link on %s: every answer leaves the queue as refused, nothing more is sent',
    async (_what, status, reason, end) => {
      const send = vi.fn<SendAnswer>().mockRejectedValue(new TypeError('offline'));
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const onEnded = vi.fn();
      const { queue, store, timers, options, onRejected } = setUp(send);
      const ending = new AnswerQueue({ ...options, onEnded });
      // Three answers wait offline; the researcher withdraws the link meanwhile.
      for (const itemIndex of [0, 1, 2]) await ending.enqueue(body(0, itemIndex));
      await eventually(() => expect(ending.getState().backingOff).toBe(true));
      const sentOffline = send.mock.calls.length;
      send.mockResolvedValue(reason ? { status, reason } : { status });
      timers.length = 0;
      ending.online();

      await eventually(() => expect(onEnded).toHaveBeenCalledWith(end));
      // One request told it; the other answers were not sent to be refused one by one.
      expect(send).toHaveBeenCalledTimes(sentOffline + 1);
      expect(await store.list(TOKEN)).toEqual([]);
      expect(ending.getState()).toMatchObject({ pending: 0, backingOff: false, ended: end });
      expect(ending.getState().rejected.map((answer) => [answer.key, answer.status])).toEqual([
        [`${TOKEN}|0|0`, status],
        [`${TOKEN}|0|1`, status],
        [`${TOKEN}|0|2`, status],
      ]);
      expect(onEnded).toHaveBeenCalledTimes(1);
      expect(onRejected).not.toHaveBeenCalled();
      expect(timers).toEqual([]);

      // An answer given after that is never sent and never waits.
      const feedback = ending.waitFor(1, 0, 2000);
      await ending.enqueue(body(1, 0));
      expect(await feedback).toBeUndefined();
      // Counted as refused first, then no longer as waiting: the state settles in that order.
      await eventually(() => {
        expect(ending.getState().rejected).toHaveLength(4);
        expect(ending.getState().pending).toBe(0);
      });
      expect(await store.list(TOKEN)).toEqual([]);
      expect(send).toHaveBeenCalledTimes(sentOffline + 1);
      ending.stop();
      queue.stop();
    },
  );

  it('goes on after a 410 of a completed session: a repeat of a stored answer is still taken', async () => {
    const send = vi
      .fn<SendAnswer>()
      .mockResolvedValueOnce({ status: 410, reason: 'completed' })
      .mockResolvedValue(stored(200));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, onRejected } = setUp(send);
    await queue.enqueue(body(0, 0));
    await queue.enqueue(body(0, 1));
    await eventually(() => expect(queue.getState().pending).toBe(0));
    expect(send).toHaveBeenCalledTimes(2);
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(queue.getState()).toMatchObject({ ended: null });
    expect(queue.getState().rejected).toHaveLength(1);
  });

  it('never shows a refused answer as neither waiting nor refused', async () => {
    const send = vi.fn<SendAnswer>().mockResolvedValue({ status: 409 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue } = setUp(send);
    const seen: string[] = [];
    queue.subscribe(({ pending, rejected }) => seen.push(`${pending}/${rejected.length}`));
    await queue.enqueue(body(0, 0));
    await eventually(() => expect(seen.at(-1)).toBe('0/1'));
    // After it is first counted as waiting, each state counts it once: waiting or refused.
    const counted = seen.slice(seen.indexOf('1/0'));
    expect(counted.length).toBeGreaterThan(1);
    expect(counted.every((state) => state === '1/0' || state === '1/1' || state === '0/1')).toBe(
      true,
    );
    expect(seen.at(-1)).toBe('0/1');
  });

  it('keeps every answer on 423 and sends nothing more until the session moves here', async () => {
    const send = vi.fn<SendAnswer>().mockResolvedValue({ status: 423 });
    const onElsewhere = vi.fn();
    const { queue, store, timers, options } = setUp(send);
    const moved = new AnswerQueue({ ...options, onElsewhere });
    await moved.enqueue(body(0, 0));
    await moved.enqueue(body(0, 1));
    await eventually(() => expect(onElsewhere).toHaveBeenCalledTimes(1));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(timers).toEqual([]);
    expect(moved.getState()).toMatchObject({ pending: 2, rejected: [], elsewhere: true });
    expect(await store.list(TOKEN)).toHaveLength(2);

    send.mockResolvedValue(stored());
    moved.resume();
    await eventually(() =>
      expect(moved.getState()).toMatchObject({ pending: 0, elsewhere: false }),
    );
    expect(send).toHaveBeenCalledTimes(3);
    queue.stop();
  });

  it('sends what a previous page left in the queue', async () => {
    const send = vi.fn<SendAnswer>().mockRejectedValue(new TypeError('offline'));
    const first = setUp(send);
    await first.queue.enqueue(body(1, 0));
    await first.queue.enqueue(body(0, 2));
    await settle();
    first.queue.stop();

    const sendAgain = vi.fn<SendAnswer>().mockResolvedValue(stored(200));
    const second = new AnswerQueue({ ...first.options, send: sendAgain });
    expect(await second.queuedKeys()).toEqual(['0:2', '1:0']);
    second.flush();
    await eventually(async () => expect(await first.store.list(TOKEN)).toEqual([]));
    expect(sendAgain.mock.calls.map(([, b]) => [b.position, b.itemIndex])).toEqual([
      [0, 2],
      [1, 0],
    ]);
  });

  it('keeps each token’s answers apart', async () => {
    const send = vi.fn<SendAnswer>().mockRejectedValue(new TypeError('offline'));
    const { queue, store } = setUp(send);
    await queue.enqueue(body(0, 0));
    await store.add({
      key: `${'b'.repeat(43)}|0|0`,
      token: 'b'.repeat(43),
      body: body(0, 0),
      queuedAt: 0,
    });
    expect(await queue.queuedKeys()).toEqual(['0:0']);
  });

  it('gives feedback from the stored answer, and none while offline', async () => {
    const send = vi.fn<SendAnswer>().mockResolvedValue({
      status: 201,
      response: {
        answer: { position: 0, itemIndex: 0, correct: true },
        answeredCount: 1,
        totalCount: 2,
        completed: false,
      },
    });
    const { queue } = setUp(send);
    const feedback = queue.waitFor(0, 0, 2000);
    await queue.enqueue(body(0, 0));
    expect((await feedback)?.answer.correct).toBe(true);

    send.mockRejectedValue(new TypeError('offline'));
    const none = queue.waitFor(0, 1, 2000);
    await queue.enqueue(body(0, 1));
    expect(await none).toBeUndefined();
    expect(await queue.waitFor(0, 2, 2000)).toBeUndefined();
  });
});
