// What an instance of each game is, without the database: its schema and the JSON that makes two
// instances the same. Shared by the services and the upload worker (upload-worker.ts).
import {
  handGestureInstanceInputSchema,
  ruleFindingInstanceInputSchema,
  type HandGestureInstanceInput,
  type RuleFindingInstanceInput,
} from '@cogniplay/contract';
import type { z } from 'zod';
import { canonicalJson } from './content-hash.ts';

export interface GameContent<Input> {
  /** An instance as authored, for the instances of an uploaded file. */
  schema: z.ZodType<Input>;
  /** The JSON that makes two instances the same; its SHA-256 is the content hash. */
  canonicalContent: (instance: Input) => string;
}

export const ruleFindingContent: GameContent<RuleFindingInstanceInput> = {
  schema: ruleFindingInstanceInputSchema,
  // What makes two instances the same: everything but the sequence number the server may pick.
  // Zod builds its output objects in schema key order and refuses unknown keys, so the JSON of a
  // parsed instance is canonical without sorting (the duplicate tests reorder keys to check).
  canonicalContent: (instance) =>
    JSON.stringify({ label: instance.label ?? null, itemData: instance.itemData }),
};

export const handGestureContent: GameContent<HandGestureInstanceInput> = {
  schema: handGestureInstanceInputSchema,
  // What makes two instances the same: the task data, whatever its key order.
  canonicalContent: (instance) => canonicalJson(instance.taskData),
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
