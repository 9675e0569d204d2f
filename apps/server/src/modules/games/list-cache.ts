// The instance lists are read far more often than written, and a 10,000-row answer costs tens of
// milliseconds to query and serialise: each list keeps its last JSON body and reuses it while the
// table's version is unchanged. Rows are only ever inserted (no update or delete), and writers of
// a game hold its lock, so the row count with the highest id identifies the table's content;
// checking it is one index-only query, so every server instance stays current.
import type { FastifyReply, FastifyRequest } from 'fastify';

export class ListCache {
  private entry: { version: string; json: string } | undefined;

  /** The list's JSON for `version`, built (and kept) only when the version changed. */
  async json(version: string, build: () => Promise<unknown>): Promise<string> {
    if (this.entry?.version !== version) {
      this.entry = { version, json: JSON.stringify(await build()) };
    }
    return this.entry.json;
  }
}

/**
 * Answers the cached list with an ETag of its version; a matching If-None-Match gets 304 without
 * a body. The body is already serialised, so the response schema's serializer is skipped.
 */
export async function sendCachedList(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ListCache,
  version: string,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const etag = `"${version}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(await cache.json(version, build));
}
