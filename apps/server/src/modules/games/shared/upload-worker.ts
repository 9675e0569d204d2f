// The worker thread of upload-pool.ts (its default export): everything an upload does before the
// database, as one pure step. Decode and parse the file, refuse it when it holds more instances
// than allowed or unsafe text, validate every instance and hash it. Its result is plain data.
import { findUnsafeText } from '@cogniplay/contract';
import { problemBody } from '../../../lib/http-problem.ts';
import type { GameSlug } from '@cogniplay/contract';
import { serverGame } from '../registry.ts';
import { countUploadInstances } from './count-instances.ts';
import { validateUploadedDocument, type UploadedInstance } from './upload-document.ts';
import type { UploadProblemList } from './upload-problems.ts';

export interface UploadValidationRequest {
  game: GameSlug;
  baseName: string;
  content: Uint8Array;
  maxInstances: number;
}

type Problem = ReturnType<typeof problemBody>;

/** `\u0000` or a `\uD800`–`\uDFFF` escape (possibly half of a valid pair, then the walk decides). */
const MAYBE_UNSAFE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

export type UploadValidation =
  | {
      ok: true;
      exerciseNames: string[];
      instances: UploadedInstance<unknown>[];
      problems: UploadProblemList;
    }
  | { ok: false; problem: Problem };

/** JSON.parse's message with its position as line and column, kept short. */
function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const short = message.replace(
    / in JSON at position \d+ \(line (\d+) column (\d+)\)/,
    ' at line $1, column $2',
  );
  return short.length > 200 ? `${short.slice(0, 200)}…` : short;
}

const refused = (status: number, detail: string, errors?: Problem['errors']): UploadValidation => ({
  ok: false,
  problem: problemBody(status, { detail, errors }),
});

function tooMany(maxInstances: number): UploadValidation {
  return refused(
    413,
    `The file holds more than ${maxInstances.toLocaleString('en')} instances, the most one ` +
      'upload takes (UPLOAD_MAX_INSTANCES). Split it into smaller files.',
  );
}

/** Validates an uploaded file of `game`; nothing here touches the database. */
export function validateUploadFile(request: UploadValidationRequest): UploadValidation {
  const { game, baseName, content, maxInstances } = request;
  const text = Buffer.from(content.buffer, content.byteOffset, content.byteLength)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (text.trim() === '') return refused(400, 'The file is empty.');
  // Before parsing: a file of a million instances is refused without building them.
  if (countUploadInstances(text, maxInstances) > maxInstances) return tooMany(maxInstances);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return refused(400, `The file is not valid JSON: ${describeParseError(error)}.`);
  }
  // After UTF-8 decoding, a NUL or a lone surrogate can only come from a `\u` escape: without
  // one in the text (the usual case) the walk over every string and key is skipped.
  const unsafe = MAYBE_UNSAFE_ESCAPE.test(text) ? findUnsafeText(document) : undefined;
  if (unsafe) return refused(400, 'The file contains text that cannot be stored.', [unsafe]);

  const validated = validateUploadedDocument(
    { baseName, document },
    serverGame(game).content,
    maxInstances,
  );
  if (validated === 'too-many') return tooMany(maxInstances);
  return {
    ok: true,
    exerciseNames: validated.exerciseNames,
    instances: validated.instances,
    problems: validated.problems.snapshot(),
  };
}

export default validateUploadFile;
