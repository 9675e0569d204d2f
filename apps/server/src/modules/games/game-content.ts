// What an instance of each game is, without the database: its schema, the JSON that makes two
// instances the same, its content columns as JSON and the facts the upload needs about it.
// Shared by the services and the upload worker (upload-worker.ts), which does all of this per
// instance so that the event loop only joins text.
import {
  findRuleMismatches,
  handGestureInstanceInputSchema,
  ruleFindingInstanceInputSchema,
  ruleMismatchWarnings,
  type HandGestureInstanceInput,
  type InstanceWarning,
  type RuleFindingInstanceInput,
} from '@cogniplay/contract';
import type { z } from 'zod';
import { canonicalJson } from './content-hash.ts';

export interface GameContent<Input, Facts = unknown> {
  /** An instance as authored, for the instances of an uploaded file. */
  schema: z.ZodType<Input>;
  /** The JSON that makes two instances the same; its SHA-256 is the content hash. */
  canonicalContent: (instance: Input) => string;
  /** The instance's content columns as the members of a JSON object (`"task_data":{…}`). */
  columnsJson: (instance: Input) => string;
  /** What the upload's own checks need about an instance (plain data). */
  facts: (instance: Input) => Facts;
}

export interface RuleFindingFacts {
  sequenceNumber: number | undefined;
  /** Items whose `matchesRule` the rule disagrees with; paths relative to the instance. */
  warnings: InstanceWarning[];
}

export const ruleFindingContent: GameContent<RuleFindingInstanceInput, RuleFindingFacts> = {
  schema: ruleFindingInstanceInputSchema,
  // What makes two instances the same: everything but the sequence number the server may pick.
  // Zod builds its output objects in schema key order and refuses unknown keys, so the JSON of a
  // parsed instance is canonical without sorting (the duplicate tests reorder keys to check).
  canonicalContent: (instance) =>
    JSON.stringify({ label: instance.label ?? null, itemData: instance.itemData }),
  columnsJson: (instance) =>
    `"label":${JSON.stringify(instance.label ?? null)},` +
    `"item_data":${JSON.stringify(instance.itemData)}`,
  facts: (instance) => ({
    sequenceNumber: instance.sequenceNumber,
    warnings: ruleMismatchWarnings(findRuleMismatches(instance.itemData)),
  }),
};

export const handGestureContent: GameContent<HandGestureInstanceInput, Record<string, never>> = {
  schema: handGestureInstanceInputSchema,
  // What makes two instances the same: the task data, whatever its key order.
  canonicalContent: (instance) => canonicalJson(instance.taskData),
  columnsJson: (instance) => `"task_data":${JSON.stringify(instance.taskData)}`,
  facts: () => ({}),
};

const GAME_CONTENT = {
  'rule-finding': ruleFindingContent,
  'hand-gesture': handGestureContent,
} as const;
export type GameName = keyof typeof GAME_CONTENT;

/** A game's rules for values not yet known to be its instances (the upload worker's view). */
export function gameContent(game: GameName): GameContent<unknown> {
  return GAME_CONTENT[game] as unknown as GameContent<unknown>;
}
