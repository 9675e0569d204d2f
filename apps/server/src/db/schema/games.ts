import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './organisations.ts';

/** A rule-finding exercise instance; `itemData` holds rule, demonstrationItems and targetItems. */
export const ruleFindingInstances = pgTable('rule_finding_instances', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sequenceNumber: integer('sequence_number').notNull().unique(),
  label: text('label'),
  exerciseName: text('exercise_name'),
  itemData: jsonb('item_data').notNull(),
  /** SHA-256 of the canonical instance content: re-uploading the same file stores nothing twice. */
  contentHash: text('content_hash').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A hand-gesture exercise instance; `taskData` is any JSON object. */
export const handGestureInstances = pgTable('hand_gesture_instances', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  exerciseName: text('exercise_name'),
  taskData: jsonb('task_data').notNull(),
  contentHash: text('content_hash').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
