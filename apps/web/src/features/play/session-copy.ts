// The device's copy of a session's content (GET /api/play/{token}), so that a reload without
// network can go on where the child was. It holds what the play API answers: the initials, the
// items and what was answered; every answer given here is added to it at once.
import type { AnswerKey, PlaySession } from '@cogniplay/contract';
import { playDb, type SessionCopy } from './play-db';

/** A copy not refreshed for this long is deleted: no child's initials stay on a tablet for good. */
export const SESSION_COPY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionCopies {
  save(token: string, session: PlaySession): Promise<void>;
  load(token: string): Promise<PlaySession | undefined>;
  /** Adds an answer given on this device to the copy's `answered`. */
  markAnswered(token: string, key: AnswerKey): Promise<void>;
  remove(token: string): Promise<void>;
  /** Deletes the copies saved before `before` (Date.now() milliseconds). */
  removeOlderThan(before: number): Promise<void>;
}

/** The session with `key` among its answered items (the same session when it is there). */
export function withAnswered(session: PlaySession, key: AnswerKey): PlaySession {
  const known = session.answered.some(
    (answered) => answered.position === key.position && answered.itemIndex === key.itemIndex,
  );
  if (known) return session;
  const answered = [...session.answered, { position: key.position, itemIndex: key.itemIndex }];
  return { ...session, answered };
}

/**
 * A copy saved before the play API named each instance's game holds rule-finding instances only
 * (the one game children could play then): without their game the page would find nothing to
 * play in them.
 */
function withGames(session: PlaySession): PlaySession {
  const instances = session.instances.map((instance) =>
    (instance.game as string | undefined) === undefined
      ? ({ ...(instance as object), game: 'rule-finding' } as PlaySession['instances'][number])
      : instance,
  );
  return { ...session, instances };
}

export function indexedDbSessionCopies(name?: string, now = Date.now): SessionCopies {
  const open = playDb(name);
  return {
    async save(token, session) {
      await (await open()).put('sessions', { token, session, savedAt: now() });
    },
    async load(token) {
      const session = (await (await open()).get('sessions', token))?.session;
      return session && withGames(session);
    },
    async markAnswered(token, key) {
      const tx = (await open()).transaction('sessions', 'readwrite');
      const copy = await tx.store.get(token);
      if (copy) await tx.store.put({ ...copy, session: withAnswered(copy.session, key) });
      await tx.done;
    },
    async remove(token) {
      await (await open()).delete('sessions', token);
    },
    async removeOlderThan(before) {
      const tx = (await open()).transaction('sessions', 'readwrite');
      for (const copy of await tx.store.getAll()) {
        if (copy.savedAt < before) await tx.store.delete(copy.token);
      }
      await tx.done;
    },
  };
}

/** Copies in memory: for a browser without IndexedDB (they last as long as the page). */
export function memorySessionCopies(now = Date.now): SessionCopies {
  const copies = new Map<string, SessionCopy>();
  return {
    async save(token, session) {
      copies.set(token, { token, session, savedAt: now() });
    },
    async load(token) {
      return copies.get(token)?.session;
    },
    async markAnswered(token, key) {
      const copy = copies.get(token);
      if (copy) copies.set(token, { ...copy, session: withAnswered(copy.session, key) });
    },
    async remove(token) {
      copies.delete(token);
    },
    async removeOlderThan(before) {
      for (const copy of copies.values()) if (copy.savedAt < before) copies.delete(copy.token);
    },
  };
}

/** IndexedDB where the page may open it, otherwise memory, decided at the first use. */
export function browserSessionCopies(): SessionCopies {
  let chosen: Promise<SessionCopies> | undefined;
  const copies = () =>
    (chosen ??= (async () => {
      if (typeof indexedDB === 'undefined') return memorySessionCopies();
      const indexed = indexedDbSessionCopies();
      try {
        await indexed.load('');
        return indexed;
      } catch {
        return memorySessionCopies();
      }
    })());
  return {
    save: async (token, session) => (await copies()).save(token, session),
    load: async (token) => (await copies()).load(token),
    markAnswered: async (token, key) => (await copies()).markAnswered(token, key),
    remove: async (token) => (await copies()).remove(token),
    removeOlderThan: async (before) => (await copies()).removeOlderThan(before),
  };
}
