// The embedded database's own thread. PGlite runs every statement synchronously on the thread
// that owns it; here that thread is not the one answering HTTP, so a long upload transaction
// keeps the database busy but leaves every other request, /readyz included, free to run.
// Started by db/embedded-pglite.ts, which it tells when it is ready; it closes on any message.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { createWireServer } from './pglite-wire-server.ts';

export interface PgliteThreadData {
  /** A folder, or 'memory://'. */
  dataDir: string;
  /** A data-folder dump to start from, when given. */
  template?: string | undefined;
  /** PGlite's WebAssembly compiled already, when given (a process that opens many databases). */
  wasmModule?: WebAssembly.Module | undefined;
  socketPath: string;
  /** One BigInt64: when the database last made progress, in microseconds since the Unix epoch. */
  lastMessageAt: SharedArrayBuffer;
}

const { dataDir, template, wasmModule, socketPath, lastMessageAt } = workerData as PgliteThreadData;
const clock = new BigInt64Array(lastMessageAt);
const loadDataDir = template === undefined ? undefined : new Blob([await readFile(template)]);
const db = new PGlite({
  dataDir,
  loadDataDir,
  pgliteWasmModule: wasmModule,
});
await db.waitReady;
const wire = createWireServer(db, {
  onProgress: () => {
    Atomics.store(clock, 0, BigInt(Math.round((performance.timeOrigin + performance.now()) * 1e3)));
  },
});
wire.server.listen(socketPath);
await once(wire.server, 'listening');
parentPort?.postMessage('ready');

parentPort?.once('message', () => {
  void (async () => {
    // The app ends its connection first; wait for it, and for what it left queued.
    await new Promise((resolve) => wire.server.close(resolve));
    await wire.settled();
    await db.close();
    parentPort?.close();
  })();
});
