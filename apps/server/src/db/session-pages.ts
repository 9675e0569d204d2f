// A long read made of short ones: rows of sessions a page at a time, each page one statement on a
// connection taken from the pool and given back, so other requests are answered between pages
// (on embedded PGlite the pool's one connection is the whole database). Each page holds whole
// sessions, read at one moment; the pages together are not one snapshot, so a query reads "as
// of" a moment of its own choosing to keep later writes out.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query-rows.ts';

/** Sessions of the first page; later pages take as many as make about ROWS_PER_PAGE rows. */
export const FIRST_PAGE_SESSIONS = 50;
/**
 * Rows a page aims at: few enough that a page keeps the database (on PGlite) for milliseconds,
 * many enough that a page's own cost (planning, a round trip) is small beside its rows'.
 */
export const ROWS_PER_PAGE = 1_500;
const MAX_PAGE_SESSIONS = 1_000;

/**
 * Every row of `page(after, sessions)` for after = 0, then the last row's session id, until a page
 * is empty. A page must order its rows by session id, hold all of a session's rows or none, and
 * hold at most `sessions` sessions.
 *
 * The next page is asked for as soon as a page arrives, so the database reads it while the caller
 * works through this one (PGlite's own thread, or PostgreSQL's process): one page ahead, no more.
 */
export async function* readSessionPages<T extends { session_id: number }>(
  db: Db,
  page: (after: number, sessions: number) => SQL,
): AsyncGenerator<T> {
  let next: Promise<T[]> | undefined = queryRows<T>(db, page(0, FIRST_PAGE_SESSIONS));
  try {
    while (next) {
      const rows: T[] = await next;
      const last = rows.at(-1);
      next = last ? queryRows<T>(db, page(last.session_id, nextPageSessions(rows))) : undefined;
      yield* rows;
    }
  } finally {
    // A caller that stops early leaves a page asked for: its failure is nobody's to report.
    next?.catch(() => {});
  }
}

/** Sessions for the next page, from the rows per session of this one. */
function nextPageSessions(rows: readonly { session_id: number }[]) {
  const rowsPerSession = rows.length / new Set(rows.map((row) => row.session_id)).size;
  return Math.min(MAX_PAGE_SESSIONS, Math.max(1, Math.round(ROWS_PER_PAGE / rowsPerSession)));
}
