// Parsing and validating an upload file takes hundreds of milliseconds for the largest files;
// done on the event loop it would stall every other request. It runs in a worker thread
// (piscina) instead, one file at a time; the worker exits when idle, which returns its memory.
import { Piscina } from 'piscina';
import { HttpProblem } from '../../../lib/http-problem.ts';
import type { GameSlug } from '@cogniplay/contract';
import type { ValidatedUpload } from './upload-document.ts';
import type { UploadedFile } from './upload-file.ts';
import { UploadProblems } from './upload-problems.ts';
import type { UploadValidation, UploadValidationRequest } from './upload-worker.ts';

/** A worker idle this long exits, and the memory of the last file goes with it. */
const IDLE_TIMEOUT_MS = 2000;
/** Heap of the worker: far above what the largest allowed file needs. */
const WORKER_HEAP_MB = 512;

export class UploadValidator {
  readonly #pool = new Piscina<UploadValidationRequest, UploadValidation>({
    // This file's neighbour, the same under vitest and `node src/server.ts` (no build step).
    filename: new URL('./upload-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_TIMEOUT_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });

  readonly #maxInstances: number;

  constructor(maxInstances: number) {
    this.#maxInstances = maxInstances;
  }

  /** The file's validated instances, or the problem the file as a whole answers. */
  async validate<T>(game: GameSlug, file: UploadedFile): Promise<ValidatedUpload<T>> {
    const result = await this.#pool
      .run({
        game,
        baseName: file.baseName,
        content: file.content,
        maxInstances: this.#maxInstances,
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
        throw new HttpProblem(413, { detail: 'The file is too large to process.' });
      });
    if (!result.ok) {
      const { status, detail, errors } = result.problem;
      throw new HttpProblem(status, { detail, ...(errors ? { errors } : {}) });
    }
    return {
      exerciseNames: result.exerciseNames,
      instances: result.instances as ValidatedUpload<T>['instances'],
      problems: UploadProblems.restore(result.problems),
    };
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
