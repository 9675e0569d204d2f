// A long read made of short ones: rows of sessions a page at a time, each page one statement on a
// connection taken from the pool and given back, so other requests are answered between pages
// (on embedded PGlite the pool's one connection is the whole database). Each page holds whole
// sessions, read at one moment; the pages together are not one snapshot, so a query reads "as
// of" a moment of its own choosing to keep later writes out.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query-rows.ts';

/**
 * Every row of `page(after)` for after = 0, then the last row's session id, until a page is
 * empty. A page must order its rows by session id, and hold all of a session's rows or none.
 */
export async function* readSessionPages<T extends { session_id: number }>(
  db: Db,
  page: (after: number) => SQL,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<T>(db, page(after));
    const last = rows.at(-1);
    if (!last) return;
    yield* rows;
    after = last.session_id;
  }
}
