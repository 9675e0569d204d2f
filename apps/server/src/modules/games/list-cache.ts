// The instance lists are read far more often than written, and a 10,000-row answer costs tens of
// milliseconds to query and serialise: each list keeps its last JSON body and reuses it while the
// table's version is unchanged. Rows are only ever inserted (no update or delete), and writers of
// a game hold its lock, so the row count with the highest id identifies the table's content;
// checking it is one index-only query, so every server instance stays current.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface CachedList {
  version: string;
  json: string;
  /** Compressed once per version, not per request (browsers always accept gzip). */
  gzip: Buffer | undefined;
}

export class ListCache {
  private entry: CachedList | undefined;

  /** The list for `version`, built (and kept) only when the version changed. */
  async get(version: string, build: () => Promise<unknown>): Promise<CachedList> {
    if (this.entry?.version !== version) {
      this.entry = { version, json: JSON.stringify(await build()), gzip: undefined };
    }
    return this.entry;
  }

  gzipOf(entry: CachedList): Buffer {
    entry.gzip ??= gzipSync(entry.json);
    return entry.gzip;
  }
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * Answers the cached list with an ETag of its version; a matching If-None-Match gets 304 without
 * a body. The body is already serialised, so the response schema's serializer is skipped (the
 * list is checked against its schema when built).
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
  const entry = await cache.get(version, build);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return reply.send(entry.json);
  // Already compressed: the compression plugin passes an encoded body through.
  return reply.header('content-encoding', 'gzip').send(cache.gzipOf(entry));
}
