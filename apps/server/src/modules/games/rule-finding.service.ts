// Rule-finding instances: reading, creating one, and the bulk upload. Writers hold the game's
// lock for their transaction, so the next sequence number and the duplicate check are exact.
import {
  findRuleMismatches,
  ruleFindingInstanceListSchema,
  ruleFindingInstanceInputSchema,
  ruleMismatchWarnings,
  UPLOAD_LISTED_MAX,
  type RuleFindingCreateResult,
  type RuleFindingInstance,
  type RuleFindingInstanceInput,
  type RuleFindingInstanceList,
  type RuleFindingUploadResult,
  type UploadPreview,
  type UploadWarning,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { sha256 } from './content-hash.ts';
import { GAME_LOCK_KEYS, lockGame } from './game-lock.ts';
import { isUniqueViolation } from './postgres-errors.ts';
import {
  findRuleFindingHashes,
  findRuleFindingInstance,
  findUsedSequenceNumbers,
  highestSequenceNumber,
  insertRuleFindingRows,
  listRuleFindingSummaries,
  type NewRuleFindingRow,
  type RuleFindingRow,
} from './rule-finding.repository.ts';
import { splitDuplicates } from './upload-duplicates.ts';
import {
  type UploadedInstance,
  type UploadOptions,
  validateUploadedDocument,
} from './upload-document.ts';
import type { UploadedDocument } from './upload-file.ts';
import { describeLocation, type UploadProblems } from './upload-problems.ts';

/**
 * What makes two instances the same: everything but the sequence number the server may pick.
 * Zod builds its output objects in schema key order and refuses unknown keys, so the JSON of a
 * parsed instance is canonical without sorting (the duplicate tests reorder keys to check).
 */
const canonicalContent = (instance: RuleFindingInstanceInput) =>
  JSON.stringify({ label: instance.label ?? null, itemData: instance.itemData });

function toInstance(row: RuleFindingRow): RuleFindingInstance {
  return {
    id: row.id,
    sequenceNumber: row.sequenceNumber,
    label: row.label,
    exerciseName: row.exerciseName,
    itemData: row.itemData,
    createdAt: row.createdAt.toISOString(),
    ruleMismatches: findRuleMismatches(row.itemData),
  };
}

/** The list answer, checked against its schema (it is cached and sent as serialised JSON). */
export async function listRuleFindingInstances(db: Db): Promise<RuleFindingInstanceList> {
  const rows = await listRuleFindingSummaries(db);
  return ruleFindingInstanceListSchema.parse({
    instances: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  });
}

export async function getRuleFindingInstance(db: Db, id: number): Promise<RuleFindingInstance> {
  const row = await findRuleFindingInstance(db, id);
  if (!row) throw httpError.notFound('Rule-finding instance');
  return toInstance(row);
}

const conflictWithConcurrentWrite = () =>
  httpError.conflict('Another change to rule-finding instances got in first. Please try again.');

export async function createRuleFindingInstance(
  db: Db,
  input: RuleFindingInstanceInput,
  actorUserId: number,
): Promise<RuleFindingCreateResult> {
  const hash = sha256(canonicalContent(input));
  try {
    return await db.transaction(async (tx) => {
      await lockGame(tx, GAME_LOCK_KEYS.ruleFinding);
      const existingId = (await findRuleFindingHashes(tx, [hash])).get(hash);
      if (existingId !== undefined) {
        throw httpError.conflict(`An identical instance is already stored (ID ${existingId}).`);
      }
      let sequenceNumber = input.sequenceNumber;
      if (sequenceNumber === undefined) {
        sequenceNumber = (await highestSequenceNumber(tx)) + 1;
      } else {
        const usedBy = (await findUsedSequenceNumbers(tx, [sequenceNumber])).get(sequenceNumber);
        if (usedBy !== undefined) {
          throw httpError.conflict(
            `Sequence number ${sequenceNumber} is already used by instance ${usedBy}.`,
          );
        }
      }
      const row = {
        sequenceNumber,
        label: input.label ?? null,
        exerciseName: null,
        itemData: input.itemData,
        contentHash: hash,
        createdBy: actorUserId,
      };
      const [stored] = await insertRuleFindingRows(tx, [row]);
      if (!stored) throw new Error('rule-finding instance not inserted');
      const instance = toInstance({ ...row, ...stored });
      await recordAudit(tx, {
        actorUserId,
        action: 'rule_finding_instance.created',
        entityType: 'rule_finding_instance',
        entityId: stored.id,
        details: { count: 1, sequenceNumber, ruleMismatches: instance.ruleMismatches.length },
      });
      return { instance, warnings: ruleMismatchWarnings(instance.ruleMismatches) };
    });
  } catch (error) {
    // The lock makes this the rare case of a writer that does not take it.
    if (isUniqueViolation(error)) throw conflictWithConcurrentWrite();
    throw error;
  }
}

/**
 * Sequence numbers for the instances to store: the file's own, which must be unused in the file
 * and the database, and for the rest the next numbers after the highest one, in file order.
 */
async function assignSequenceNumbers(
  tx: Db,
  fresh: readonly UploadedInstance<RuleFindingInstanceInput>[],
  problems: UploadProblems,
): Promise<number[]> {
  const given = fresh.flatMap((i) =>
    i.value.sequenceNumber === undefined ? [] : [i.value.sequenceNumber],
  );
  const usedInDb = await findUsedSequenceNumbers(tx, given);
  const firstInFile = new Map<number, UploadedInstance<RuleFindingInstanceInput>>();
  for (const instance of fresh) {
    const number = instance.value.sequenceNumber;
    if (number === undefined) continue;
    const usedBy = usedInDb.get(number);
    const earlier = firstInFile.get(number);
    if (usedBy !== undefined) {
      problems.addAt(
        instance,
        '/sequenceNumber',
        `Sequence number ${number} is already used by instance ${usedBy}`,
      );
    } else if (earlier) {
      problems.addAt(
        instance,
        '/sequenceNumber',
        `Sequence number ${number} is also used by ${describeLocation(earlier)}`,
      );
    } else {
      firstInFile.set(number, instance);
    }
  }
  let next = given.reduce((a, b) => Math.max(a, b), await highestSequenceNumber(tx)) + 1;
  return fresh.map((i) => i.value.sequenceNumber ?? next++);
}

function mismatchWarnings(
  fresh: readonly UploadedInstance<RuleFindingInstanceInput>[],
): UploadWarning[] {
  return fresh.flatMap((instance) =>
    ruleMismatchWarnings(findRuleMismatches(instance.value.itemData)).map((warning) => ({
      exerciseName: instance.exerciseName,
      instanceIndex: instance.instanceIndex,
      path: `${instance.path}${warning.path}`,
      message: warning.message,
    })),
  );
}

/** Validates the whole file, then stores every new instance in one transaction, or nothing. */
export async function uploadRuleFindingInstances(
  db: Db,
  upload: UploadedDocument,
  { dryRun, actorUserId }: UploadOptions,
): Promise<RuleFindingUploadResult | UploadPreview> {
  const { exerciseNames, instances, problems } = validateUploadedDocument(
    upload,
    ruleFindingInstanceInputSchema,
    canonicalContent,
  );
  problems.throwIfAny();
  try {
    return await db.transaction(async (tx) => {
      await lockGame(tx, GAME_LOCK_KEYS.ruleFinding);
      const stored = await findRuleFindingHashes(
        tx,
        instances.map((i) => i.contentHash),
      );
      const { fresh, alreadyPresent } = splitDuplicates(instances, stored);
      const sequenceNumbers = await assignSequenceNumbers(tx, fresh, problems);
      problems.throwIfAny();

      const warnings = mismatchWarnings(fresh);
      const outcome = {
        count: fresh.length,
        exerciseNames,
        alreadyPresentCount: alreadyPresent.length,
        alreadyPresent: alreadyPresent.slice(0, UPLOAD_LISTED_MAX),
        warningCount: warnings.length,
        warnings: warnings.slice(0, UPLOAD_LISTED_MAX),
      };
      if (dryRun) return { ...outcome, dryRun: true as const };

      const rows: NewRuleFindingRow[] = fresh.map((instance, index) => ({
        sequenceNumber: sequenceNumbers[index]!,
        label: instance.value.label ?? null,
        exerciseName: instance.exerciseName,
        itemData: instance.value.itemData,
        contentHash: instance.contentHash,
        createdBy: actorUserId,
      }));
      const inserted = await insertRuleFindingRows(tx, rows);
      await recordAudit(tx, {
        actorUserId,
        action: 'rule_finding_instances.uploaded',
        entityType: 'rule_finding_instance',
        entityId: null,
        details: { count: inserted.length, exerciseNames, alreadyPresent: alreadyPresent.length },
      });
      return { ...outcome, dryRun: false as const, instanceIds: inserted.map((row) => row.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictWithConcurrentWrite();
    throw error;
  }
}
