// The app's log kept in memory, for tests that read what it wrote.
import { Writable } from 'node:stream';
import { loadConfig } from '../src/config.ts';
import { loggerOptions } from '../src/logger.ts';

/** A stream that keeps every chunk written to it, in order, in `lines`. */
export function streamInto(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}

/** The app's logger options at level info, writing into `lines` instead of stdout. */
export function loggerOptionsInto(lines: string[]) {
  const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' }));
  return { ...(options as object), stream: streamInto(lines) };
}
