// What an instance of a game is, without the database: its schema, the JSON that makes two
// instances the same, its content columns as JSON and the facts the upload needs about it. Each
// game defines its own (rule-finding.content.ts, hand-gesture.content.ts); the services and the
// upload worker (upload-worker.ts) use it, the worker per instance so that the event loop only
// joins text.
import { createHash } from 'node:crypto';
import type { z } from 'zod';

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

/** The content hash of an instance: two instances are the same when their hashes are. */
export function contentHash<Input>(content: GameContent<Input>, instance: Input): string {
  return createHash('sha256').update(content.canonicalContent(instance)).digest('hex');
}

const byCodeUnit = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** Rebuilds every plain object with its keys sorted (`fromEntries` keeps `__proto__` an own key). */
function sortKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(byCodeUnit));
}

/**
 * JSON with object keys sorted at every level, for free-form data: the same whatever the key
 * order or whitespace of the file it came from. Expects depth-capped data.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortKeys);
}
