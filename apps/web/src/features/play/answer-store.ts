// The IndexedDB half of the answer queue (through `idb`): answers wait here until the server has
// them. The key is token + position + item index, so a double tap can never queue an answer twice.
import type { SubmitAnswerBody } from '@cogniplay/contract';
import { playDb } from './play-db';

export interface QueuedAnswer {
  key: string;
  token: string;
  body: SubmitAnswerBody;
  /** Date.now() when queued. */
  queuedAt: number;
}

/** Where queued answers live; IndexedDB in the browser, a Map in tests if they like. */
export interface AnswerStore {
  /** Queues the answer unless one with its key is queued already; true when it was added. */
  add(answer: QueuedAnswer): Promise<boolean>;
  /** The token's queued answers in play order. */
  list(token: string): Promise<QueuedAnswer[]>;
  remove(key: string): Promise<void>;
}

export function queueKey(token: string, position: number, itemIndex: number): string {
  return `${token}|${position}|${itemIndex}`;
}

export function byPlayOrder(a: QueuedAnswer, b: QueuedAnswer): number {
  return a.body.position - b.body.position || a.body.itemIndex - b.body.itemIndex;
}

const STORE = 'answers';

export function indexedDbAnswerStore(name?: string): AnswerStore {
  const open = playDb(name);

  return {
    async add(answer) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const existing = await tx.store.getKey(answer.key);
      if (existing === undefined) await tx.store.add(answer);
      await tx.done;
      return existing === undefined;
    },
    async list(token) {
      // Keys start with the token and '|' ('|' sorts after every base64url character).
      const range = IDBKeyRange.bound(`${token}|`, `${token}|\uffff`);
      const answers = await (await open()).getAll(STORE, range);
      return answers.sort(byPlayOrder);
    },
    async remove(key) {
      await (await open()).delete(STORE, key);
    },
  };
}

/** A store in memory: for a browser without IndexedDB (answers then last as long as the page). */
export function memoryAnswerStore(): AnswerStore {
  const answers = new Map<string, QueuedAnswer>();
  return {
    async add(answer) {
      if (answers.has(answer.key)) return false;
      answers.set(answer.key, answer);
      return true;
    },
    async list(token) {
      return [...answers.values()].filter((answer) => answer.token === token).sort(byPlayOrder);
    },
    async remove(key) {
      answers.delete(key);
    },
  };
}

/**
 * IndexedDB where the browser has it and lets the page open it (some private modes refuse),
 * otherwise memory, decided at the first use.
 */
export function browserAnswerStore(): AnswerStore {
  let chosen: Promise<AnswerStore> | undefined;
  const store = () =>
    (chosen ??= (async () => {
      if (typeof indexedDB === 'undefined') return memoryAnswerStore();
      const indexed = indexedDbAnswerStore();
      try {
        await indexed.list('');
        return indexed;
      } catch (error) {
        console.warn('IndexedDB is not available; answers wait in memory only.', error);
        return memoryAnswerStore();
      }
    })());
  return {
    add: async (answer) => (await store()).add(answer),
    list: async (token) => (await store()).list(token),
    remove: async (key) => (await store()).remove(key),
  };
}
