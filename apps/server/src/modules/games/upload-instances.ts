// A bulk upload, the same for every game: the whole file is validated, then every instance not
// yet stored is stored in one transaction, or none is; audited. The game adds its own checks,
// warnings and rows.
import { UPLOAD_LISTED_MAX, type UploadPreview, type UploadWarning } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import type { RowJson } from './bulk-sql.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { type GameWrites, inGameTransaction } from './game-writes.ts';
import { splitDuplicates } from './upload-duplicates.ts';
import type { UploadedInstance, UploadOptions, ValidatedUpload } from './upload-document.ts';
import type { UploadProblems } from './upload-problems.ts';

export interface PreparedUpload {
  warnings: UploadWarning[];
  /** The rows to store, serialised; not made for a dry run. */
  rows: (createdBy: number) => RowJson[];
}

/**
 * The game's part, given the instances not yet stored: its own checks (a problem added to
 * `problems` stores nothing), the warnings and the rows.
 */
export type PrepareUpload<Facts> = (
  tx: Db,
  fresh: UploadedInstance<Facts>[],
  problems: UploadProblems,
) => Promise<PreparedUpload>;

/** The answer of an upload that stored its instances (201). */
export type UploadStored = Omit<UploadPreview, 'dryRun'> & { dryRun: false; instanceIds: number[] };

/**
 * Given the whole file validated (upload-pool.ts), stores every new instance in one
 * transaction, or nothing.
 */
export async function uploadInstances<Input, NewRow, Facts>(
  db: Db,
  game: GameWrites<Input, NewRow>,
  { exerciseNames, instances, problems }: ValidatedUpload<Facts>,
  { dryRun, actorUserId }: UploadOptions,
  prepare: PrepareUpload<Facts>,
): Promise<UploadStored | UploadPreview> {
  problems.throwIfAny();
  return inGameTransaction(db, game, async (tx) => {
    const stored = await game.findHashes(
      tx,
      instances.map((i) => i.contentHash),
    );
    const { fresh, alreadyPresent } = splitDuplicates(instances, stored);
    const { warnings, rows } = await prepare(tx, fresh, problems);
    problems.throwIfAny();

    const outcome = {
      count: fresh.length,
      exerciseNames,
      alreadyPresentCount: alreadyPresent.length,
      alreadyPresent: alreadyPresent.slice(0, UPLOAD_LISTED_MAX),
      warningCount: warnings.length,
      warnings: warnings.slice(0, UPLOAD_LISTED_MAX),
    };
    if (dryRun) return { ...outcome, dryRun: true as const };

    const inserted = await game.insertRowJson(tx, rows(actorUserId));
    await recordAudit(tx, {
      actorUserId,
      action: game.audit.uploaded,
      entityType: game.audit.entityType,
      entityId: null,
      details: { count: inserted.length, exerciseNames, alreadyPresent: alreadyPresent.length },
    });
    return { ...outcome, dryRun: false as const, instanceIds: inserted.map((row) => row.id) };
  });
}
