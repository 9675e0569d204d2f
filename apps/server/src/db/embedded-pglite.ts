// Starts embedded PGlite in its own thread (db/pglite-thread.ts) behind a Unix socket in a
// private temporary folder, and says how to reach it with node-postgres.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteThreadData } from './pglite-thread.ts';

/** node-postgres finds a socket as `<host>/.s.PGSQL.<port>`; the port names the file only. */
const SOCKET_PORT = 5432;

export interface EmbeddedPglite {
  /** node-postgres connection settings (one session: use a single connection). */
  connection: { host: string; port: number; user: string; database: string };
  /** When the database last answered a message, in this thread's `performance.now()` time. */
  lastMessageAt(): number;
  /** Closes the database; end every connection to it first. */
  stop(): Promise<void>;
}

export interface EmbeddedPgliteOptions {
  /** A data-folder dump to start from (a file written by `PGlite.dumpDataDir`). */
  template?: string | undefined;
  /** PGlite's WebAssembly compiled already: a process that opens many databases compiles it once. */
  wasmModule?: WebAssembly.Module | undefined;
}

export async function startEmbeddedPglite(
  dataDir: string,
  { template, wasmModule }: EmbeddedPgliteOptions = {},
): Promise<EmbeddedPglite> {
  // mkdtemp creates the folder readable by this user only: nobody else can connect.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'cogniplay-db-'));
  const lastMessageAt = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT);
  const clock = new BigInt64Array(lastMessageAt);
  const data: PgliteThreadData = {
    dataDir,
    template,
    wasmModule,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    lastMessageAt,
  };
  const worker = new Worker(new URL('./pglite-thread.ts', import.meta.url), { workerData: data });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread exited (${code})`)));
    });
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.removeAllListeners();
  // Without its database the app can answer nothing: a failure after start-up ends the process.
  let stopping = false;
  const crash = (cause: unknown) => {
    if (!stopping) throw new Error('The embedded database (PGlite) stopped.', { cause });
  };
  worker.on('error', crash);
  worker.on('exit', (code) => crash(`its thread exited with code ${code}`));

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'template1' },
    lastMessageAt: () => {
      const micros = Atomics.load(clock, 0);
      return micros === 0n ? -Infinity : Number(micros) / 1e3 - performance.timeOrigin;
    },
    async stop() {
      stopping = true;
      worker.postMessage('close');
      await once(worker, 'exit');
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
