// Re-uploading a file stores nothing twice: instances whose content hash is already stored, or
// repeats an earlier instance of the same file, are reported instead of inserted.
import type { UploadDuplicate } from '@cogniplay/contract';
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
