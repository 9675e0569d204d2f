import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Change counters that database triggers raise on every write to the tables behind a cached
 * read (migration 0003): `schools` counts writes to schools and research_institutes. Every
 * instance compares the counter before serving its cached copy, so caches stay correct across
 * instances and whatever code writes.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
