// A response body serialised once and sent many times: a cached list is turned into JSON bytes
// (and gzip, on first use) once per version instead of on every request. Such bodies skip the
// route's response serializer, so the value must already have the response schema's shape
// (parse it with that schema before building the body).
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
/** Smaller bodies are sent as they are, as by the compression plugin (its default threshold). */
const GZIP_MIN_BYTES = 1024;

export class JsonBody {
  readonly json: Buffer;
  /** A weak validator: the gzip and the plain body share it. */
  readonly etag: string;
  #gzip: Promise<Buffer> | undefined;

  /** `tag` names the content: the same tag must always mean the same bytes. */
  constructor(json: string, tag: string) {
    this.json = Buffer.from(json);
    this.etag = `W/"${tag}"`;
  }

  static of(value: unknown, tag: string): JsonBody {
    return new JsonBody(JSON.stringify(value), tag);
  }

  /** Compressed off the event loop, once. */
  gzip(): Promise<Buffer> {
    this.#gzip ??= gzipAsync(this.json);
    return this.#gzip;
  }
}

/**
 * Sends the body with its ETag (304 without a body when If-None-Match has it), gzip-compressed
 * when the client accepts gzip. The compression plugin passes an encoded body through.
 */
export async function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
): Promise<FastifyReply> {
  reply
    .header('etag', body.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (body.json.length < GZIP_MIN_BYTES || !acceptsGzip(request.headers['accept-encoding'])) {
    return reply.send(body.json);
  }
  return reply.header('content-encoding', 'gzip').send(await body.gzip());
}

/** Weak comparison (RFC 9110 13.1.2): a list of tags, `W/` ignored, or `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Whether an Accept-Encoding header admits gzip (by name or `*`, and not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
