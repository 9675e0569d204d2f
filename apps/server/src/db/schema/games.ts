import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { users } from './organisations.ts';

/** A rule-finding exercise instance; `itemData` holds rule, demonstrationItems and targetItems. */
export const ruleFindingInstances = pgTable('rule_finding_instances', {
  id: idColumn(),
  sequenceNumber: integer('sequence_number').notNull().unique(),
  label: text('label'),
  exerciseName: text('exercise_name'),
  itemData: jsonb('item_data').notNull(),
  /** Target items, as the game counts them when the instance is written: answers a child gives. */
  itemCount: integer('item_count').notNull(),
  /** SHA-256 of the canonical instance content: re-uploading the same file stores nothing twice. */
  contentHash: text('content_hash').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** A hand-gesture exercise instance; `taskData` is any JSON object. */
export const handGestureInstances = pgTable('hand_gesture_instances', {
  id: idColumn(),
  exerciseName: text('exercise_name'),
  taskData: jsonb('task_data').notNull(),
  contentHash: text('content_hash').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});
