// The three forms of an upload file (docs/upload-formats.md): a single instance, an array of
// instances, or named exercises. Splits a parsed file into located instances and validates
// each with the game's own instance schema.
import { isNamedExercisesFile, namedExercisesFileSchema } from '@cogniplay/contract';
import { contentHash, type GameContent } from './game-content.ts';
import { type InstanceLocation, UploadProblems } from './upload-problems.ts';

/** A parsed upload file. */
export interface UploadedDocument {
  /** The file's base name without `.json`: the exercise name of a bare instance or array. */
  baseName: string;
  document: unknown;
}

/** A valid instance of the file, as plain data: what storing it needs, nothing more. */
export interface UploadedInstance<Facts> extends InstanceLocation {
  /** SHA-256 of the instance's canonical JSON. */
  contentHash: string;
  /** Its content columns as JSON object members (GameContent.columnsJson). */
  columnsJson: string;
  facts: Facts;
}

export interface ValidatedUpload<Facts> {
  /** Every exercise of the file, in file order. */
  exerciseNames: string[];
  instances: UploadedInstance<Facts>[];
  /** Further checks (e.g. sequence numbers) add to these before the upload is stored. */
  problems: UploadProblems;
}

export interface UploadOptions {
  /** Validate and report only; store nothing. */
  dryRun: boolean;
  actorUserId: number;
}

/** An RFC 6901 JSON Pointer from path segments: `['a/b', 0]` gives `/a~1b/0`. */
function jsonPointer(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
}

interface RawExercise {
  name: string;
  instances: unknown[];
  /** Pointer of instance `index` in the file. */
  pathOf: (index: number) => string;
}

/** The file's exercises, or problems with its outer structure. */
function splitExercises(upload: UploadedDocument, problems: UploadProblems): RawExercise[] {
  const { document, baseName } = upload;
  if (Array.isArray(document)) {
    if (document.length === 0) problems.add('', 'The file holds an empty array: no instances.');
    return [{ name: baseName, instances: document, pathOf: (index) => `/${index}` }];
  }
  if (document === null || typeof document !== 'object') {
    problems.add(
      '',
      'The file must hold an instance, an array of instances or {"exercises": [...]}.',
    );
    return [];
  }
  if (!isNamedExercisesFile(document)) {
    return [{ name: baseName, instances: [document], pathOf: () => '' }];
  }
  const parsed = namedExercisesFileSchema.safeParse(document);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(jsonPointer(issue.path), issue.message);
    return [];
  }
  return parsed.data.exercises.map((exercise, exerciseIndex) => ({
    name: exercise.name,
    instances: exercise.instances,
    pathOf: (index) => `/exercises/${exerciseIndex}/instances/${index}`,
  }));
}

/**
 * Validates every instance of the file with the game's rules (GameContent). 'too-many' when
 * the file holds more than `maxInstances` instances (none is validated then).
 */
export function validateUploadedDocument<Facts>(
  upload: UploadedDocument,
  content: GameContent<unknown, Facts>,
  maxInstances: number,
): ValidatedUpload<Facts> | 'too-many' {
  const problems = new UploadProblems();
  const exercises = splitExercises(upload, problems);
  const total = exercises.reduce((sum, exercise) => sum + exercise.instances.length, 0);
  if (total > maxInstances) return 'too-many';
  const instances: UploadedInstance<Facts>[] = [];
  for (const exercise of exercises) {
    exercise.instances.forEach((raw, instanceIndex) => {
      const at = {
        exerciseName: exercise.name,
        instanceIndex,
        path: exercise.pathOf(instanceIndex),
      };
      const parsed = content.schema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.addAt(at, jsonPointer(issue.path), issue.message);
        }
        return;
      }
      instances.push({
        ...at,
        contentHash: contentHash(content, parsed.data),
        columnsJson: content.columnsJson(parsed.data),
        facts: content.facts(parsed.data),
      });
    });
  }
  return { exerciseNames: exercises.map((e) => e.name), instances, problems };
}
