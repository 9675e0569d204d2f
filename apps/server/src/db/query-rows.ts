// Raw SQL through Drizzle: `db.execute` answers in the driver's own shape, which for both
// node-postgres and PGlite carries the rows in `rows`.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw query, the same for node-postgres and PGlite. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
