// The IndexedDB half of the answer queue (through `idb`): answers, and the end of a session an
// adult stopped or a child declined, wait here until the server has them. An answer's key is
// token + position + item index, so a double tap can never queue an answer twice; a session has
// one end, sent after every answer given before it.
import type { EndSessionBody, SubmitAnswerBody } from '@cogniplay/contract';
import { playDb } from './play-db';

export interface QueuedAnswer {
  key: string;
  token: string;
  body: SubmitAnswerBody;
  /** Date.now() when queued. */
  queuedAt: number;
}

/** The session's early end, queued like an answer (`POST /api/play/{token}/end`). */
export interface QueuedEnd {
  key: string;
  token: string;
  end: EndSessionBody;
  queuedAt: number;
}

export type QueuedItem = QueuedAnswer | QueuedEnd;

export const isQueuedEnd = (item: QueuedItem): item is QueuedEnd => 'end' in item;

/** Where queued items live; IndexedDB in the browser, a Map in tests if they like. */
export interface AnswerStore {
  /** Queues the item unless one with its key is queued already; true when it was added. */
  add(item: QueuedItem): Promise<boolean>;
  /** The token's queued answers in play order, then its end. */
  list(token: string): Promise<QueuedItem[]>;
  remove(key: string): Promise<void>;
}

export function queueKey(token: string, position: number, itemIndex: number): string {
  return `${token}|${position}|${itemIndex}`;
}

export function endKey(token: string): string {
  return `${token}|end`;
}

/** Answers in play order, the end after all of them. */
export function byPlayOrder(a: QueuedItem, b: QueuedItem): number {
  if (isQueuedEnd(a) || isQueuedEnd(b)) return Number(isQueuedEnd(a)) - Number(isQueuedEnd(b));
  return a.body.position - b.body.position || a.body.itemIndex - b.body.itemIndex;
}

const STORE = 'answers';

export function indexedDbAnswerStore(name?: string): AnswerStore {
  const open = playDb(name);

  return {
    async add(item) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const existing = await tx.store.getKey(item.key);
      if (existing === undefined) await tx.store.add(item);
      await tx.done;
      return existing === undefined;
    },
    async list(token) {
      // Keys start with the token and '|' ('|' sorts after every base64url character).
      const range = IDBKeyRange.bound(`${token}|`, `${token}|\uffff`);
      const items = await (await open()).getAll(STORE, range);
      return items.sort(byPlayOrder);
    },
    async remove(key) {
      await (await open()).delete(STORE, key);
    },
  };
}

/** A store in memory: for a browser without IndexedDB (answers then last as long as the page). */
export function memoryAnswerStore(): AnswerStore {
  const items = new Map<string, QueuedItem>();
  return {
    async add(item) {
      if (items.has(item.key)) return false;
      items.set(item.key, item);
      return true;
    },
    async list(token) {
      return [...items.values()].filter((item) => item.token === token).sort(byPlayOrder);
    },
    async remove(key) {
      items.delete(key);
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
    add: async (item) => (await store()).add(item),
    list: async (token) => (await store()).list(token),
    remove: async (key) => (await store()).remove(key),
  };
}
