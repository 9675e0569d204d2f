import { describe, expect, it } from 'vitest';
import { answerBatches, type StoreMany } from '../../../src/modules/play/answer-batches.ts';
import type { AnswerToStore } from '../../../src/modules/play/play.repository.ts';

const answer = (tokenHash: string, itemIndex: number, response = 'fits'): AnswerToStore => ({
  tokenHash,
  position: 0,
  game: 'rule-finding',
  itemIndex,
  response: response as AnswerToStore['response'],
  reactionTimeMs: 900,
  inputType: 'touch',
  clientShownAt: '2026-05-01T10:00:00.000Z',
  clientAnsweredAt: '2026-05-01T10:00:00.900Z',
  instanceId: 1,
  outcome: 'hit',
  correct: true,
  totalCount: 9,
  deviceId: undefined,
});

/** A store that records each batch and stores every answer, until `release` lets it finish. */
function recordingStore(failWhen: (a: AnswerToStore) => boolean = () => false) {
  const batches: string[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const storeMany: StoreMany = async (answers) => {
    batches.push(answers.map((a) => `${a.tokenHash}/${a.itemIndex}`));
    await gate;
    if (answers.some(failWhen)) throw new Error('refused');
    return answers.map((_, i) => ({ answeredCount: i + 1, completed: false }));
  };
  return {
    storeMany,
    batches,
    /** Statements wait from now until `release`. */
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** Lets the batcher start its statement (it first reads requests that arrived meanwhile). */
const started = () => new Promise((resolve) => setImmediate(resolve));

describe('answer batches', () => {
  it('stores an answer alone when nothing else is being stored', async () => {
    const store = recordingStore();
    const outcome = await answerBatches(store.storeMany)(answer('a', 0));
    expect(outcome).toEqual({ answeredCount: 1, completed: false });
    expect(store.batches).toEqual([['a/0']]);
  });

  it('stores the answers that arrive meanwhile together, in the next statement', async () => {
    const store = recordingStore();
    const submit = answerBatches(store.storeMany);
    store.hold();
    const first = submit(answer('a', 0));
    await started();
    const later = [submit(answer('b', 0)), submit(answer('c', 0)), submit(answer('a', 1))];
    store.release();
    await Promise.all([first, ...later]);
    expect(store.batches).toEqual([['a/0'], ['b/0', 'c/0', 'a/1']]);
    expect((await Promise.all(later)).map((o) => o?.answeredCount)).toEqual([1, 2, 3]);
  });

  it('keeps a repeat of a waiting answer for a later statement', async () => {
    const store = recordingStore();
    const submit = answerBatches(store.storeMany);
    store.hold();
    const first = submit(answer('a', 0));
    await started();
    const rest = [submit(answer('b', 0)), submit(answer('b', 0)), submit(answer('c', 0))];
    store.release();
    await Promise.all([first, ...rest]);
    expect(store.batches).toEqual([['a/0'], ['b/0', 'c/0'], ['b/0']]);
  });

  it('fails only the answer the database refuses: the others are stored one by one', async () => {
    const store = recordingStore((a) => a.response === 'does_not_fit');
    const submit = answerBatches(store.storeMany);
    store.hold();
    const first = submit(answer('a', 0));
    await started();
    const good = submit(answer('b', 0));
    const bad = submit(answer('c', 0, 'does_not_fit'));
    store.release();
    await first;
    await expect(good).resolves.toEqual({ answeredCount: 1, completed: false });
    await expect(bad).rejects.toThrow('refused');
    expect(store.batches).toEqual([['a/0'], ['b/0', 'c/0'], ['b/0'], ['c/0']]);
    // And it goes on storing afterwards.
    expect(store.batches).toHaveLength(4);
    await expect(submit(answer('d', 0))).resolves.toBeDefined();
  });

  it('stores answers sent in the same moment together', async () => {
    const store = recordingStore();
    const submit = answerBatches(store.storeMany);
    await Promise.all([submit(answer('a', 0)), submit(answer('b', 0))]);
    expect(store.batches).toEqual([['a/0', 'b/0']]);
  });

  it('stores up to `concurrency` batches at once', async () => {
    const store = recordingStore();
    const submit = answerBatches(store.storeMany, { concurrency: 2 });
    store.hold();
    const first = [submit(answer('a', 0)), submit(answer('b', 0))];
    await started();
    const third = submit(answer('c', 0));
    await started();
    // The first statement still runs; the third answer did not wait for it.
    expect(store.batches).toEqual([['a/0', 'b/0'], ['c/0']]);
    store.release();
    await Promise.all([...first, third]);
  });
});
