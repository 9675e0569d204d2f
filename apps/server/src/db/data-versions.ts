// Reading the change counters of data_versions (see schema/data-versions.ts): the version a
// cached read is checked against before it is served.
import { inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { dataVersions } from './schema/index.ts';

/** The counters that migrations create, each raised by triggers on the tables named. */
export type DataVersionName =
  /** schools, research_institutes */
  | 'schools'
  /** school_staff, users, invitations (a pending member's link dates) */
  | 'school_staff'
  /** participants */
  | 'participants'
  /** game_instances (every game's) */
  | 'game_instances';

/** The named counters in one read, joined in the order given (e.g. "12.40"). */
export async function readDataVersions(db: Db, ...names: DataVersionName[]): Promise<string> {
  const rows = await db.select().from(dataVersions).where(inArray(dataVersions.name, names));
  return names
    .map((name) => {
      const row = rows.find((candidate) => candidate.name === name);
      // Every counter is created by a migration; a missing one is a deployment error.
      if (!row) throw new Error(`data_versions has no counter '${name}'`);
      return row.version;
    })
    .join('.');
}
