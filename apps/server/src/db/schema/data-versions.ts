import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Change counters that database triggers raise on every write to the tables behind a cached
 * read (migrations 0003-0006; the names are listed in db/data-versions.ts). Every
 * instance compares the counter before serving its cached copy, so caches stay correct across
 * instances and whatever code writes.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
