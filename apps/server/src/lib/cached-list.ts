// Lists read far more often than written (participants, schools, staff, game instances): the
// answer is built once per viewer scope and version of the data it shows, kept per server
// instance and reused while the version is unchanged. Every request still reads the version
// (db/data-versions.ts: counters raised by triggers), so a write through any instance, or
// straight into the database, shows at once.
//
// The version is read before the answer is built: a write committed in between leaves an
// answer newer than its version, which the next read rebuilds; one older than its version
// cannot occur.
//
// A kept answer passes through the route's response schema and serializer once per version
// (lib/response-serializer.ts). Its compressed form is kept too (lib/compressed-json.ts): the
// compression plugin would compress it again on every request. The 304 to an unchanged ETag is
// @fastify/etag's (plugins/security.ts).
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { readDataVersions, type DataVersionName } from '../db/data-versions.ts';
import { CompressedJson } from './compressed-json.ts';
import { serializeOnce } from './response-serializer.ts';

export interface CachedListOptions {
  /** The change counters of every table the list shows. */
  versions: readonly DataVersionName[];
  /** Answers kept at most; the least recently read go first. */
  maxScopes: number;
}

export interface ListRequest<T> {
  /** Viewers of the same scope see the same answer: e.g. `all`, `institute-3`. */
  scope: string;
  /** The answer in the response schema's shape. What it throws (a 404) is not kept. */
  build: () => Promise<T>;
}

/** A list route's answers: the one kept for the scope at the current version, else built. */
export function cachedList<T extends object>(db: Db, { versions, maxScopes }: CachedListOptions) {
  const kept = new LRUCache<string, { version: string; answer: T; compressed: CompressedJson }>({
    max: maxScopes,
  });
  return async (
    reply: FastifyReply,
    { scope, build }: ListRequest<T>,
  ): Promise<T | FastifyReply> => {
    const version = await readDataVersions(db, ...versions);
    let entry = kept.get(scope);
    if (entry?.version !== version) {
      entry = { version, answer: serializeOnce(await build()), compressed: new CompressedJson() };
      kept.set(scope, entry);
    }
    // Revalidated before every use; weak, as the plain and the compressed body share the tag.
    reply.header('etag', `W/"${scope}-${version}"`).header('cache-control', 'private, no-cache');
    const { answer, compressed } = entry;
    const sent = await compressed.send(reply, () => reply.serialize(answer));
    return sent ? reply : answer;
  };
}
