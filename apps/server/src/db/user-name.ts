// How a person who did something is named on a record (who recorded a consent decision, who
// excluded a session): their full name, or their email before they have one.
import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema/index.ts';

/** Over a join of `users`: the full name, or the email when no name is set yet. */
export const userDisplayName: SQL<string> = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;
