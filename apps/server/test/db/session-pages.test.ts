// Reading in pages, without a database: which pages are asked for, and when.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  FIRST_PAGE_SESSIONS,
  readSessionPages,
  ROWS_PER_PAGE,
} from '../../src/db/session-pages.ts';

type Row = { session_id: number };

/** A database that answers the pages in turn, and the pages asked for (`after`, `sessions`). */
function pagedDb(pages: Row[][]) {
  const asked: [number, number][] = [];
  const db = { execute: async () => ({ rows: pages.shift() ?? [] }) } as unknown as Db;
  const page = (after: number, sessions: number) => {
    asked.push([after, sessions]);
    return sql`select 1`;
  };
  return { db, page, asked };
}

describe('readSessionPages', () => {
  it('asks for the next page as soon as a page arrives, before its rows are read', async () => {
    const { db, page, asked } = pagedDb([
      [{ session_id: 1 }, { session_id: 1 }, { session_id: 2 }, { session_id: 2 }],
      [{ session_id: 5 }],
    ]);
    const rows = readSessionPages<Row>(db, page);

    await rows.next();
    // Two rows per session: the next page takes as many sessions as make ROWS_PER_PAGE rows.
    expect(asked).toEqual([
      [0, FIRST_PAGE_SESSIONS],
      [2, ROWS_PER_PAGE / 2],
    ]);
    const rest: Row[] = [];
    for await (const row of rows) rest.push(row);
    expect(rest.map((row) => row.session_id)).toEqual([1, 2, 2, 5]);
    expect(asked.at(-1)?.[0]).toBe(5);
  });

  it('reports nothing of a page asked for when the caller stops early', async () => {
    let failed = false;
    const db = {
      execute: async () => {
        if (failed) throw new Error('connection lost');
        failed = true;
        return { rows: [{ session_id: 1 }] };
      },
    } as unknown as Db;
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      for await (const row of readSessionPages<Row>(db, () => sql`select 1`)) {
        expect(row.session_id).toBe(1);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
