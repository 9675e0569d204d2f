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
