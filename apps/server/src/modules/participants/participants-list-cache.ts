// The participants list body per scope, kept in memory (plain and gzip-compressed) and reused
// while the participants' change counter is unchanged. Every request still reads the counter (one
// row), so a participant written through any instance shows at once; only building and
// compressing the list (tens of milliseconds for 10,000) is skipped.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Db } from '../../db/client.ts';
import {
  participantsListJson,
  participantsListVersion,
  type ParticipantScope,
} from './participants.repository.ts';

const gzipAsync = promisify(gzip);

/** Scopes kept at most (an institute's list of 10,000 participants is about 0.7 MB). */
const MAX_SCOPES = 32;

export interface ParticipantsListBody {
  json: Buffer;
  /** The same JSON gzip-compressed, made on first use. */
  gzipped(): Promise<Buffer>;
}

const keyOf = (scope: ParticipantScope) =>
  scope === 'all' ? 'all' : `institute:${scope.researchInstituteId}`;

function listBody(json: Buffer): ParticipantsListBody {
  let gzipped: Promise<Buffer> | undefined;
  return { json, gzipped: () => (gzipped ??= gzipAsync(json)) };
}

/** One cache per app (and so per database): the `GET /api/participants` body of a scope. */
export function participantsListCache(db: Db) {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recent.
  const cache = new Map<string, { version: number; body: ParticipantsListBody }>();

  return async function participantsListBody(scope: ParticipantScope) {
    const key = keyOf(scope);
    // The counter is read before the list: a write committed in between leaves a list newer
    // than its counter, which the next call reloads; a list older than its counter cannot occur.
    const version = await participantsListVersion(db);
    let entry = cache.get(key);
    if (entry?.version !== version) {
      entry = { version, body: listBody(Buffer.from(await participantsListJson(db, scope))) };
    }
    cache.delete(key);
    cache.set(key, entry);
    const leastRecent = cache.keys().next().value;
    if (cache.size > MAX_SCOPES && leastRecent !== undefined) cache.delete(leastRecent);
    return entry.body;
  };
}
