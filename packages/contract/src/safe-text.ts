// The one rule for text the API accepts anywhere (fields, JSON keys and values, query and path
// parameters, uploaded files and their names): no NUL character and no lone UTF-16 surrogate.
// PostgreSQL can store neither in `text` or `jsonb`, and neither is ever meant.

/** A NUL, or a surrogate code unit that is not half of a pair (`u` mode pairs them first). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|\p{Cs}/u;

export const NUL_MESSAGE = 'Must not contain a NUL character (U+0000)';
export const LONE_SURROGATE_MESSAGE = 'Must not contain a lone UTF-16 surrogate';

/** Why `text` cannot be accepted, or undefined when it can. */
export function unsafeTextMessage(text: string): string | undefined {
  if (!UNSAFE_TEXT.test(text)) return undefined;
  return text.includes('\u0000') ? NUL_MESSAGE : LONE_SURROGATE_MESSAGE;
}

/** Whether `text` holds neither a NUL nor a lone surrogate (for zod's `.refine`). */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** Zod refinement options of every text field: `.refine(isSafeText, safeTextError)`. */
export const safeTextError = {
  error: (issue: { input: unknown }) =>
    (typeof issue.input === 'string' && unsafeTextMessage(issue.input)) || NUL_MESSAGE,
};

/**
 * Characters that end a line or reorder text when it is shown: the C0 and C1 controls and DEL
 * (tab, line feed, escape…), the line and paragraph separators, and the bidirectional
 * embeddings, overrides and isolates. Marks that shape a script (zero-width joiners, the
 * left-to-right and right-to-left marks) stay allowed.
 */
const CONTROL_CLASS = String.raw`\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069`;
const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_CLASS}]`, 'u');
/** Runs of them, lone surrogates included, for `oneLineName`. */
const CONTROL_RUNS = new RegExp(`[${CONTROL_CLASS}\\p{Cs}]+`, 'gu');

export const CONTROL_CHARACTERS_MESSAGE =
  'Must not contain tabs, line breaks or other control characters';

/**
 * Why `text` cannot be a name, or undefined when it can: the rule of every name a person gives
 * (institutes, schools, assessments, participants, labels), which mails and pages quote.
 */
export function nameTextMessage(text: string): string | undefined {
  if (CONTROL_CHARACTERS.test(text)) return CONTROL_CHARACTERS_MESSAGE;
  return unsafeTextMessage(text);
}

/** Whether `text` may be a name: safe text without control characters (for zod's `.refine`). */
export function isNameText(text: string): boolean {
  return nameTextMessage(text) === undefined;
}

/** Zod refinement options of every name: `.refine(isNameText, nameTextError)`. */
export const nameTextError = {
  error: (issue: { input: unknown }) =>
    (typeof issue.input === 'string' && nameTextMessage(issue.input)) || CONTROL_CHARACTERS_MESSAGE,
};

/**
 * A stored name on one line, for text that quotes it (mails): each run of control characters,
 * from before the rule or from a sign-in provider, becomes one space.
 */
export function oneLineName(text: string): string {
  return text.replace(CONTROL_RUNS, ' ').trim();
}

export interface UnsafeText {
  /** JSON Pointer (RFC 6901) of the string, or of the object whose key it is, from `basePath`. */
  path: string;
  message: string;
}

interface Visit {
  value: unknown;
  parent: Visit | undefined;
  /** The key or index under which `parent` holds `value`. */
  segment: string;
}

/** The pointer of a visit, built only for the one that is reported. */
function pointerOf(visit: Visit | undefined, basePath: string): string {
  const segments: string[] = [];
  for (let v = visit; v?.parent; v = v.parent) {
    segments.push(`/${v.segment.replaceAll('~', '~0').replaceAll('/', '~1')}`);
  }
  return basePath + segments.reverse().join('');
}

/**
 * The first string value or object key in a parsed JSON value (or a query or params object)
 * that breaks the rule, with where it is; undefined when there is none. Iterative, so a deeply
 * nested hostile value cannot overflow the stack; each node is visited once.
 */
export function findUnsafeText(value: unknown, basePath = ''): UnsafeText | undefined {
  const stack: Visit[] = [{ value, parent: undefined, segment: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const message = unsafeTextMessage(current);
      if (message) return { path: pointerOf(visit, basePath), message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], parent: visit, segment: String(index) });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (const key of keys) {
      const message = unsafeTextMessage(key);
      if (message) {
        const at = { value: undefined, parent: visit, segment: key };
        return { path: pointerOf(at, basePath), message: message.replace(/^Must/, 'The key must') };
      }
    }
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      stack.push({ value: (current as Record<string, unknown>)[key], parent: visit, segment: key });
    }
  }
  return undefined;
}
