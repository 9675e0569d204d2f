// Errors as the log may show them: a failed query keeps its SQL (placeholders only) and
// PostgreSQL's code, constraint, table and column, never its parameters or anything that echoes
// them. Drizzle's message lists every parameter ("params: Ada,Lovelace"), PostgreSQL's `detail`
// repeats key values ("Key (lower(name))=(ada) already exists."), and some driver messages quote
// the offending value ('invalid input syntax for type integer: "Ada"').
import { err as serializeError, type SerializedError } from 'pino-std-serializers';

/** Own properties that may carry query parameters or row values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;
const QUOTED = /"[^"]*"/g;

function isDatabaseError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

function safeMessage(error: Error): string {
  if ('params' in error) return error.message.replace(DRIZZLE_PARAMS, '');
  // A database error's message may quote a value; the constraint or column names it quotes
  // stay readable in their own fields.
  if (isDatabaseError(error)) return error.message.replace(QUOTED, '"…"');
  return error.message;
}

function withoutValues(error: Error, seen: Set<Error>): Error {
  seen.add(error);
  const message = safeMessage(error);
  const copy = new Error(message);
  Object.defineProperty(copy, 'name', { value: error.name, enumerable: false, writable: true });
  Object.defineProperty(copy, 'constructor', { value: error.constructor, enumerable: false });
  const header = `${error.name}: ${error.message}`;
  copy.stack = error.stack?.startsWith(header)
    ? `${error.name}: ${message}${error.stack.slice(header.length)}`
    : `${error.name}: ${message}`;
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'cause') continue;
    (copy as unknown as Record<string, unknown>)[key] = value;
  }
  if (error.cause instanceof Error && !seen.has(error.cause)) {
    copy.cause = withoutValues(error.cause, seen);
  }
  return copy;
}

/** What names a database failure without values; pino shows only the messages of causes. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

function withDatabaseFields(copy: Error): Error {
  const target = copy as unknown as Record<string, unknown>;
  for (let cause = copy.cause; cause instanceof Error; cause = cause.cause) {
    if (!isDatabaseError(cause)) continue;
    const source = cause as unknown as Record<string, unknown>;
    for (const field of DATABASE_FIELDS) {
      if (target[field] === undefined && source[field] !== undefined) target[field] = source[field];
    }
  }
  return copy;
}

/** pino's error serializer, after removing query parameters and values from the error chain. */
export function serializeLogSafeError(error: Error): SerializedError {
  if (!(error instanceof Error)) return serializeError(error);
  return serializeError(withDatabaseFields(withoutValues(error, new Set())));
}
