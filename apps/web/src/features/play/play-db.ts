// The play page's IndexedDB database (through `idb`): the answer queue and the device's copy of
// each session it plays, so that a reload without network can go on.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PlaySession } from '@cogniplay/contract';
import type { QueuedItem } from './answer-store';

export interface SessionCopy {
  token: string;
  session: PlaySession;
  /** Date.now() when last written. */
  savedAt: number;
}

export interface PlayDbSchema extends DBSchema {
  answers: { key: string; value: QueuedItem };
  sessions: { key: string; value: SessionCopy };
}

export const PLAY_DB_NAME = 'cogniplay-play';

/**
 * Opens the database at its first use and keeps the connection. A page of a newer deployment
 * that upgrades the database makes this one close its connection; the next use opens it again.
 */
export function playDb(name = PLAY_DB_NAME): () => Promise<IDBPDatabase<PlayDbSchema>> {
  let db: Promise<IDBPDatabase<PlayDbSchema>> | undefined;
  return () =>
    (db ??= openDB<PlayDbSchema>(name, 2, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) database.createObjectStore('answers', { keyPath: 'key' });
        if (oldVersion < 2) database.createObjectStore('sessions', { keyPath: 'token' });
      },
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
        db = undefined;
      },
      terminated() {
        db = undefined;
      },
    }));
}
