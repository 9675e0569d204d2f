// What a bulk upload answers, the same for both games. Re-uploading a file stores nothing twice:
// instances whose content hash is already stored, or that repeat an earlier instance of the same
// file, are reported instead of inserted. Long lists are cut at UPLOAD_LISTED_MAX.
import {
  UPLOAD_LISTED_MAX,
  type UploadDuplicate,
  type UploadPreview,
  type UploadWarning,
} from '@cogniplay/contract';
import type { UploadedInstance } from './upload-document.ts';

export interface DuplicateSplit<F> {
  fresh: UploadedInstance<F>[];
  alreadyPresent: UploadDuplicate[];
}

/** `stored` maps content hashes already in the database to their instance ids. */
export function splitDuplicates<F>(
  instances: readonly UploadedInstance<F>[],
  stored: ReadonlyMap<string, number>,
): DuplicateSplit<F> {
  const fresh: UploadedInstance<F>[] = [];
  const alreadyPresent: UploadDuplicate[] = [];
  const seenInFile = new Set<string>();
  for (const instance of instances) {
    const { exerciseName, instanceIndex, path, contentHash } = instance;
    const existingId = stored.get(contentHash);
    if (existingId !== undefined || seenInFile.has(contentHash)) {
      alreadyPresent.push({ exerciseName, instanceIndex, path, existingId: existingId ?? null });
    } else {
      seenInFile.add(contentHash);
      fresh.push(instance);
    }
  }
  return { fresh, alreadyPresent };
}

/** The answer of a dry run; a stored upload answers the same with `dryRun: false` and its ids. */
export function uploadPreview(
  exerciseNames: string[],
  { fresh, alreadyPresent }: DuplicateSplit<unknown>,
  warnings: readonly UploadWarning[],
): UploadPreview {
  return {
    count: fresh.length,
    exerciseNames,
    alreadyPresentCount: alreadyPresent.length,
    alreadyPresent: alreadyPresent.slice(0, UPLOAD_LISTED_MAX),
    warningCount: warnings.length,
    warnings: warnings.slice(0, UPLOAD_LISTED_MAX),
    dryRun: true,
  };
}

/** The details of a stored upload's audit record: counts and exercise names, no content. */
export function uploadAuditDetails(preview: UploadPreview): Record<string, unknown> {
  const { count, exerciseNames, alreadyPresentCount } = preview;
  return { count, exerciseNames, alreadyPresent: alreadyPresentCount };
}
