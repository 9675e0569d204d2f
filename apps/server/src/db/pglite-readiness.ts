// Readiness of embedded PGlite: "the database is making progress".
//
// PGlite runs inside this process and serialises every query, so the readiness check's own
// `select` would queue behind whatever runs, an upload's transaction for instance (under a
// second for 10,000 instances), and report a busy database as a slow one. So while work is in
// flight, the check does not queue: it answers ready when a statement completed within the last
// PROGRESS_WINDOW_MS and the last check of its own found every migration applied. Otherwise
// (idle, a first check, or no statement completed lately, i.e. a stalled database) it asks the
// database itself and answers not ready when that takes longer than CHECK_TIMEOUT_MS.
// Concurrent checks share one query, so a stalled database does not collect a queue of them.
// Other requests still wait for the upload's transaction; docs/decisions.md ("Uploads").
import type { PGlite } from '@electric-sql/pglite';

/** A statement completed within this time counts as progress. */
export const PROGRESS_WINDOW_MS = 2_000;
/** How long a check waits for its own query before answering not ready. */
export const CHECK_TIMEOUT_MS = 1_000;

export interface Progress {
  /** Calls queued for or running in the database. */
  inFlight: number;
  /** `performance.now()` when a statement last completed (with or without an error). */
  lastStatementAt: number;
}

/**
 * Counts the work queued or running in `client` and notes when a statement completes. Every
 * query, exec and transaction (and each statement inside a transaction) passes through
 * PGlite's two exclusive sections, the extension points its base class declares.
 */
export function trackProgress(client: PGlite): Progress {
  const progress: Progress = { inFlight: 0, lastStatementAt: -Infinity };
  const runTransaction = client._runExclusiveTransaction.bind(client);
  const runQuery = client._runExclusiveQuery.bind(client);
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    progress.inFlight += 1;
    try {
      return await run();
    } finally {
      progress.inFlight -= 1;
    }
  };
  client._runExclusiveTransaction = (fn) => counted(() => runTransaction(fn));
  client._runExclusiveQuery = (fn) =>
    counted(() =>
      runQuery(async () => {
        try {
          return await fn();
        } finally {
          progress.lastStatementAt = performance.now();
        }
      }),
    );
  return progress;
}

export interface ReadinessOptions {
  windowMs?: number;
  timeoutMs?: number;
}

/** The readiness check of a PGlite database whose work `progress` tracks. */
export function progressReadiness(
  progress: Progress,
  check: () => Promise<boolean>,
  { windowMs = PROGRESS_WINDOW_MS, timeoutMs = CHECK_TIMEOUT_MS }: ReadinessOptions = {},
): () => Promise<boolean> {
  let migrated = false; // what the last completed check of our own found
  let running: Promise<boolean> | undefined;

  function ownCheck(): Promise<boolean> {
    running ??= check()
      .then((ready) => (migrated = ready))
      .finally(() => (running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
  }

  return async () => {
    const busy = progress.inFlight > 0;
    if (busy && migrated && performance.now() - progress.lastStatementAt < windowMs) return true;
    return ownCheck();
  };
}
