// A kept list's JSON, compressed once and sent many times. The compression plugin compresses
// every answer anew, which for 10,000 rows costs several times the rest of the request
// (bench/README.md, "One way to cache lists"). The encoding is negotiated by
// @fastify/accept-negotiator, as the plugin does; what no encoding is accepted for, or is under
// its threshold, is left to it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** The encodings kept, in the server's order of preference (browsers accept both). */
const ENCODINGS = ['zstd', 'gzip'];
const compressors: Record<string, (json: zlib.InputType) => Promise<Buffer>> = {
  zstd: promisify(zlib.zstdCompress),
  gzip: promisify(zlib.gzip),
};
/** The compression plugin's threshold (plugins/security.ts): smaller bodies are sent as they are. */
const MIN_BYTES = 1024;

export class CompressedJson {
  #small: boolean | undefined;
  readonly #bodies = new Map<string, Promise<Buffer>>();

  /**
   * Sends the JSON (from `serialize`, called once) compressed for the client and answers true;
   * false when the client accepts none of the encodings or the JSON is small (the caller answers
   * as usual). A reply is thenable, so it is never what this promise resolves to.
   */
  async send(reply: FastifyReply, serialize: () => zlib.InputType): Promise<boolean> {
    const accepted = reply.request.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
    const compress = encoding ? compressors[encoding] : undefined;
    if (!encoding || !compress || this.#small) return false;
    let body = this.#bodies.get(encoding);
    if (!body) {
      const json = serialize();
      this.#small = Buffer.byteLength(json) < MIN_BYTES;
      if (this.#small) return false;
      body = compress(json);
      this.#bodies.set(encoding, body);
      body.catch(() => this.#bodies.delete(encoding));
    }
    const compressed = await body;
    void reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8')
      .send(compressed);
    return true;
  }
}
