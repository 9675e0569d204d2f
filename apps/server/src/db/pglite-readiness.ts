// Readiness of embedded PGlite: "the database is making progress".
//
// PGlite is one session, reached through one connection, so the readiness check's own `select`
// would queue behind whatever runs, an upload's transaction for instance (under a second for
// 10,000 instances), and report a busy database as a slow one. So while work is in
// flight, the check does not queue: it answers ready when a statement completed within the last
// PROGRESS_WINDOW_MS and the last check of its own found every migration applied. Otherwise
// (idle, a first check, or no statement completed lately, i.e. a stalled database) it asks the
// database itself and answers not ready when that takes longer than CHECK_TIMEOUT_MS.
// Concurrent checks share one query, so a stalled database does not collect a queue of them.
// Other requests still wait for the upload's transaction; docs/operations.md ("Embedded PGlite").
import type { Pool } from 'pg';

/** A statement completed within this time counts as progress. */
export const PROGRESS_WINDOW_MS = 2_000;
/** How long a check waits for its own query before answering not ready. */
export const CHECK_TIMEOUT_MS = 1_000;

export interface Progress {
  /** Work queued for or running in the database. */
  readonly inFlight: number;
  /** `performance.now()` when the database last completed a statement. */
  readonly lastStatementAt: number;
}

/**
 * The progress of a database reached through `pool` (of one connection), whose thread reports
 * when it last answered a message: a connection in use or awaited is work in flight.
 */
export function poolProgress(pool: Pool, lastMessageAt: () => number): Progress {
  return {
    get inFlight() {
      return pool.totalCount - pool.idleCount + pool.waitingCount;
    },
    get lastStatementAt() {
      return lastMessageAt();
    },
  };
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
