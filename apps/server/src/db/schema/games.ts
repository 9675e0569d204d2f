import { eq } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { users } from './organisations.ts';

/**
 * The exercise instances of every game, known by `(game, id)`: `game` is the slug of the games
 * registry, `content` the instance as its game stores it (rule finding: its item data; hand
 * gesture: its task data). Ids come from one sequence, so an id never names two instances made
 * since; the ids of instances made before both games shared this table may repeat across games.
 */
export const gameInstances = pgTable(
  'game_instances',
  {
    game: text('game').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    /** The instance's number within its game, where the game numbers them (rule finding). */
    sequenceNumber: integer('sequence_number'),
    label: text('label'),
    exerciseName: text('exercise_name'),
    content: jsonb('content').notNull(),
    /** Answers a child gives to the instance, as its game counts them when it is written. */
    itemCount: integer('item_count').notNull().default(0),
    /** SHA-256 of the canonical instance content: re-uploading the same file stores nothing twice. */
    contentHash: text('content_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.game, t.id] }),
    unique('game_instances_content_hash_key').on(t.game, t.contentHash),
    unique('game_instances_sequence_number_key').on(t.game, t.sequenceNumber),
  ],
);

/** `where` condition: the instances of one game. */
export const ofGame = (game: string) => eq(gameInstances.game, game);
