// Collects what is wrong with an uploaded file, so one answer lists every problem (the first
// UPLOAD_LISTED_MAX of them) instead of making the author fix them one upload at a time.
import { numberFromOne, UPLOAD_LISTED_MAX, type Problem } from '@cogniplay/contract';
import { httpError } from '../../../lib/http-problem.ts';

type FieldError = NonNullable<Problem['errors']>[number];

/** Where an instance sits in the file; messages about it start with this. */
export interface InstanceLocation {
  exerciseName: string;
  /** Counted from 0; messages count from 1 (contract/numbering.ts). */
  instanceIndex: number;
  /** JSON Pointer of the instance in the file. */
  path: string;
}

export function describeLocation(at: InstanceLocation): string {
  return `Exercise "${at.exerciseName}", instance ${numberFromOne(at.instanceIndex)}`;
}

/** The problems as plain data, to pass between threads. */
export interface UploadProblemList {
  listed: FieldError[];
  total: number;
}

export class UploadProblems {
  private readonly listed: FieldError[] = [];
  private total = 0;

  static restore(list: UploadProblemList): UploadProblems {
    const problems = new UploadProblems();
    problems.listed.push(...list.listed);
    problems.total = list.total;
    return problems;
  }

  snapshot(): UploadProblemList {
    return { listed: [...this.listed], total: this.total };
  }

  /** A problem at `path` (a JSON Pointer into the file). */
  add(path: string, message: string): void {
    this.total += 1;
    if (this.listed.length < UPLOAD_LISTED_MAX) this.listed.push({ path, message });
  }

  /** A problem inside an instance; `relativePath` is a pointer within the instance. */
  addAt(at: InstanceLocation, relativePath: string, message: string): void {
    this.add(`${at.path}${relativePath}`, `${describeLocation(at)}: ${message}`);
  }

  get count(): number {
    return this.total;
  }

  /** Answers 400 listing the problems, if there are any. */
  throwIfAny(): void {
    if (this.total === 0) return;
    const more =
      this.total > this.listed.length ? `; the first ${this.listed.length} are listed` : '';
    const noun = this.total === 1 ? 'problem' : 'problems';
    throw httpError.badRequest(
      `The file has ${this.total} ${noun}${more}. Nothing was stored.`,
      this.listed,
    );
  }
}
