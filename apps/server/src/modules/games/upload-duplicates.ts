// Re-uploading a file stores nothing twice: instances whose content hash is already stored, or
// repeats an earlier instance of the same file, are reported instead of inserted.
import type { UploadDuplicate } from '@cogniplay/contract';
import type { UploadedInstance } from './upload-document.ts';

export interface DuplicateSplit<T> {
  fresh: UploadedInstance<T>[];
  alreadyPresent: UploadDuplicate[];
}

/** `stored` maps content hashes already in the database to their instance ids. */
export function splitDuplicates<T>(
  instances: readonly UploadedInstance<T>[],
  stored: ReadonlyMap<string, number>,
): DuplicateSplit<T> {
  const fresh: UploadedInstance<T>[] = [];
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
