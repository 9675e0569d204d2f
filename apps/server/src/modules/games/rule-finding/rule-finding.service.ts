// Rule-finding instances: reading, creating one, and the bulk upload. Writers hold the game's
// lock for their transaction, so the next sequence number and the duplicate check are exact.
import {
  findRuleMismatches,
  ruleFindingInstanceListSchema,
  ruleMismatchWarnings,
  SEQUENCE_NUMBER_MAX,
  type RuleFindingCreateResult,
  type RuleFindingInstance,
  type RuleFindingInstanceInput,
  type RuleFindingInstanceList,
  type RuleFindingUploadResult,
  type UploadPreview,
  type UploadWarning,
} from '@cogniplay/contract';
import type { Db } from '../../../db/client.ts';
import { httpError } from '../../../lib/http-problem.ts';
import { recordAudit } from '../../../db/record-audit.ts';
import { contentHash } from '../shared/game-content.ts';
import { instanceList } from '../shared/instance-list.ts';
import {
  findStoredHashes,
  inGameTransaction,
  refuseStoredDuplicate,
} from '../shared/instance-writes.ts';
import type {
  UploadedInstance,
  UploadOptions,
  ValidatedUpload,
} from '../shared/upload-document.ts';
import { splitDuplicates, uploadAuditDetails, uploadPreview } from '../shared/upload-outcome.ts';
import { describeLocation, type UploadProblems } from '../shared/upload-problems.ts';
import { ruleFindingContent, type RuleFindingFacts } from './rule-finding.content.ts';
import {
  findRuleFindingInstance,
  findUsedSequenceNumbers,
  highestSequenceNumber,
  insertRuleFindingRowJson,
  insertRuleFindingRows,
  listRuleFindingSummaries,
  ruleFindingRowJson,
  type RuleFindingRow,
} from './rule-finding.repository.ts';

/** The audit records' entity type. */
const ENTITY_TYPE = 'rule_finding_instance';

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

export async function listRuleFindingInstances(db: Db): Promise<RuleFindingInstanceList> {
  return instanceList(ruleFindingInstanceListSchema, await listRuleFindingSummaries(db));
}

export async function getRuleFindingInstance(db: Db, id: number): Promise<RuleFindingInstance> {
  const row = await findRuleFindingInstance(db, id);
  if (!row) throw httpError.notFound('Rule-finding instance');
  return toInstance(row);
}

/** 409 when `count` numbers from `first` on do not fit below SEQUENCE_NUMBER_MAX. */
function checkSequenceRange(first: number, count: number): void {
  if (count === 0 || first + count - 1 <= SEQUENCE_NUMBER_MAX) return;
  const what = count === 1 ? 'a sequence number' : `${count} sequence numbers`;
  throw httpError.conflict(
    `No free sequence number is left for ${what} after ${first - 1} (the highest allowed is ` +
      `${SEQUENCE_NUMBER_MAX}). Give each instance a free sequence number explicitly.`,
  );
}

/** The given sequence number unless it is in use (409), or the next after the highest one. */
async function sequenceNumberFor(tx: Db, given: number | undefined): Promise<number> {
  if (given === undefined) {
    const next = (await highestSequenceNumber(tx)) + 1;
    checkSequenceRange(next, 1);
    return next;
  }
  const usedBy = (await findUsedSequenceNumbers(tx, [given])).get(given);
  if (usedBy !== undefined) {
    throw httpError.conflict(
      `Sequence number ${given} is already used by the instance with ID ${usedBy}.`,
    );
  }
  return given;
}

/** Stores one instance: refused (409) when an identical one is stored or its number is used. */
export function createRuleFindingInstance(
  db: Db,
  input: RuleFindingInstanceInput,
  actorUserId: number,
): Promise<RuleFindingCreateResult> {
  const hash = contentHash(ruleFindingContent, input);
  return inGameTransaction(db, 'rule-finding', async (tx) => {
    await refuseStoredDuplicate(tx, 'rule-finding', hash);
    const row = {
      sequenceNumber: await sequenceNumberFor(tx, input.sequenceNumber),
      label: input.label ?? null,
      exerciseName: null,
      itemData: input.itemData,
      contentHash: hash,
      createdBy: actorUserId,
    };
    const [stored] = await insertRuleFindingRows(tx, [row]);
    if (!stored) throw new Error('rule-finding instance not inserted');
    const instance = toInstance({ ...row, ...stored });
    const { sequenceNumber, ruleMismatches } = instance;
    await recordAudit(tx, {
      actorUserId,
      action: 'rule_finding_instance.created',
      entityType: ENTITY_TYPE,
      entityId: stored.id,
      details: { count: 1, sequenceNumber, ruleMismatches: ruleMismatches.length },
    });
    return { instance, warnings: ruleMismatchWarnings(ruleMismatches) };
  });
}

/**
 * Sequence numbers for the instances to store: the file's own, which must be unused in the file
 * and the database, and for the rest the next numbers after the highest one, in file order.
 */
async function assignSequenceNumbers(
  tx: Db,
  fresh: readonly UploadedInstance<RuleFindingFacts>[],
  problems: UploadProblems,
): Promise<number[]> {
  const given = fresh.flatMap((i) =>
    i.facts.sequenceNumber === undefined ? [] : [i.facts.sequenceNumber],
  );
  const usedInDb = await findUsedSequenceNumbers(tx, given);
  const firstInFile = new Map<number, UploadedInstance<RuleFindingFacts>>();
  for (const instance of fresh) {
    const number = instance.facts.sequenceNumber;
    if (number === undefined) continue;
    const usedBy = usedInDb.get(number);
    const earlier = firstInFile.get(number);
    if (usedBy !== undefined) {
      problems.addAt(
        instance,
        '/sequenceNumber',
        `Sequence number ${number} is already used by the instance with ID ${usedBy}`,
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
  checkSequenceRange(next, fresh.length - given.length);
  return fresh.map((i) => i.facts.sequenceNumber ?? next++);
}

function mismatchWarnings(fresh: readonly UploadedInstance<RuleFindingFacts>[]): UploadWarning[] {
  return fresh.flatMap((instance) =>
    instance.facts.warnings.map((warning) => ({
      exerciseName: instance.exerciseName,
      instanceIndex: instance.instanceIndex,
      path: `${instance.path}${warning.path}`,
      message: warning.message,
    })),
  );
}

/**
 * Stores every instance of the validated file (upload-pool.ts) that is not stored yet, in one
 * transaction, or nothing: any problem with the file or its sequence numbers answers 400.
 */
export function uploadRuleFindingInstances(
  db: Db,
  { exerciseNames, instances, problems }: ValidatedUpload<RuleFindingFacts>,
  { dryRun, actorUserId }: UploadOptions,
): Promise<RuleFindingUploadResult | UploadPreview> {
  problems.throwIfAny();
  return inGameTransaction(db, 'rule-finding', async (tx) => {
    const hashes = instances.map((instance) => instance.contentHash);
    const duplicates = splitDuplicates(
      instances,
      await findStoredHashes(tx, 'rule-finding', hashes),
    );
    const { fresh } = duplicates;
    const sequenceNumbers = await assignSequenceNumbers(tx, fresh, problems);
    problems.throwIfAny();
    const preview = uploadPreview(exerciseNames, duplicates, mismatchWarnings(fresh));
    if (dryRun) return preview;

    const rows = fresh.map((instance, index) =>
      ruleFindingRowJson(
        {
          sequenceNumber: sequenceNumbers[index]!,
          exerciseName: instance.exerciseName,
          contentHash: instance.contentHash,
          createdBy: actorUserId,
        },
        instance.columnsJson,
      ),
    );
    const inserted = await insertRuleFindingRowJson(tx, rows);
    await recordAudit(tx, {
      actorUserId,
      action: 'rule_finding_instances.uploaded',
      entityType: ENTITY_TYPE,
      entityId: null,
      details: uploadAuditDetails(preview),
    });
    return { ...preview, dryRun: false, instanceIds: inserted.map((row) => row.id) };
  });
}
