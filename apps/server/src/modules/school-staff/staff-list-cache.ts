// Staff lists of the most recently read schools, kept per server instance and served again while
// the database's change counters of schools and of staff and users are unchanged: one small read
// instead of the joined staff query (the counters are raised by triggers, so every writer and
// instance is covered).
import type { Db } from '../../db/client.ts';
import {
  findSchoolStaff,
  findStaffListVersion,
  type SchoolStaff,
} from './school-staff.repository.ts';

/** Lists kept at most (school x admins-only); the least recently read go first. */
const MAX_ENTRIES = 2000;

export interface StaffListCache {
  /** As findSchoolStaff; shared between requests: never modify the result. */
  get(
    db: Db,
    schoolId: number,
    options?: { adminsOnly?: boolean },
  ): Promise<SchoolStaff | undefined>;
}

export function createStaffListCache(): StaffListCache {
  const entries = new Map<string, { version: string; value: SchoolStaff | undefined }>();
  return {
    async get(db, schoolId, { adminsOnly = false } = {}) {
      // The counters are read before the list: a list is never older than the version it is
      // stored under (see school-list-cache.ts).
      const version = await findStaffListVersion(db);
      const key = `${schoolId}:${adminsOnly}`;
      const hit = entries.get(key);
      if (version !== undefined && hit?.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = await findSchoolStaff(db, schoolId, { adminsOnly });
      if (version !== undefined) {
        entries.delete(key);
        entries.set(key, { version, value });
        const oldest = entries.keys().next();
        if (entries.size > MAX_ENTRIES && !oldest.done) entries.delete(oldest.value);
      }
      return value;
    },
  };
}
