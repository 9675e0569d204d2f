// Column definitions that many tables repeat to the letter: the identity key, times with their
// time zone, when a row was made or last changed, and a required reference to another row.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row's number, given by the database (`generated always as identity`). */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A point in time with its time zone (`timestamptz`). */
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was inserted. */
export const createdAtColumn = () => timestampColumn('created_at').notNull().defaultNow();

/** When the row was last changed (set by the code that updates it). */
export const updatedAtColumn = () => timestampColumn('updated_at').notNull().defaultNow();

/** Another table's row this one cannot be without; `onDelete` says what deleting that row does. */
export const requiredReference = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => integer(name).notNull().references(target, { onDelete });
