// The full school list, kept per server instance and served again while the database's change
// counter for schools and institutes is unchanged: a one-row read instead of 1,000 joined rows
// per request (the counter is raised by triggers, so every writer and instance is covered).
import type { School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { findSchoolsVersion, listSchools } from './schools.repository.ts';

export interface SchoolListCache {
  /** Every school, sorted by name. Shared between requests: never modify the result. */
  all(db: Db): Promise<readonly School[]>;
}

export function createSchoolListCache(): SchoolListCache {
  let cached: { version: number; schools: readonly School[] } | undefined;
  return {
    async all(db) {
      // The counter is read before the list: a write committed in between leaves a list newer
      // than its counter, which the next call reloads; a list older than its counter cannot occur.
      const version = await findSchoolsVersion(db);
      if (version !== undefined && cached?.version === version) return cached.schools;
      const schools = await listSchools(db);
      if (version !== undefined && (!cached || version > cached.version)) {
        cached = { version, schools };
      }
      return schools;
    },
  };
}
