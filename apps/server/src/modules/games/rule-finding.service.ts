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
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { createInstance } from './create-instance.ts';
import { ruleFindingContent, type RuleFindingFacts } from './game-content.ts';
import { GAME_LOCK_KEYS } from './game-lock.ts';
import type { GameWrites } from './game-writes.ts';
import { instanceList } from './instance-list.ts';
import {
  findRuleFindingHashes,
  findRuleFindingInstance,
  findUsedSequenceNumbers,
  highestSequenceNumber,
  insertRuleFindingRowJson,
  insertRuleFindingRows,
  listRuleFindingSummaries,
  ruleFindingRowJson,
  type NewRuleFindingRow,
  type RuleFindingRow,
} from './rule-finding.repository.ts';
import type { UploadedInstance, UploadOptions, ValidatedUpload } from './upload-document.ts';
import { uploadInstances } from './upload-instances.ts';
import { describeLocation, type UploadProblems } from './upload-problems.ts';

const ruleFinding: GameWrites<RuleFindingInstanceInput, NewRuleFindingRow> = {
  name: 'rule-finding',
  lockKey: GAME_LOCK_KEYS.ruleFinding,
  canonicalContent: ruleFindingContent.canonicalContent,
  findHashes: findRuleFindingHashes,
  insertRows: insertRuleFindingRows,
  insertRowJson: insertRuleFindingRowJson,
  audit: {
    entityType: 'rule_finding_instance',
    created: 'rule_finding_instance.created',
    uploaded: 'rule_finding_instances.uploaded',
  },
};

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
    throw httpError.conflict(`Sequence number ${given} is already used by instance ${usedBy}.`);
  }
  return given;
}

export function createRuleFindingInstance(
  db: Db,
  input: RuleFindingInstanceInput,
  actorUserId: number,
): Promise<RuleFindingCreateResult> {
  return createInstance(db, ruleFinding, input, actorUserId, {
    row: async (tx, contentHash) => ({
      sequenceNumber: await sequenceNumberFor(tx, input.sequenceNumber),
      label: input.label ?? null,
      exerciseName: null,
      itemData: input.itemData,
      contentHash,
      createdBy: actorUserId,
    }),
    answer: (stored) => {
      const instance = toInstance(stored);
      const { sequenceNumber, ruleMismatches } = instance;
      return {
        result: { instance, warnings: ruleMismatchWarnings(ruleMismatches) },
        details: { count: 1, sequenceNumber, ruleMismatches: ruleMismatches.length },
      };
    },
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

/** Stores every new instance of the validated file in one transaction, or nothing. */
export function uploadRuleFindingInstances(
  db: Db,
  upload: ValidatedUpload<RuleFindingFacts>,
  options: UploadOptions,
): Promise<RuleFindingUploadResult | UploadPreview> {
  return uploadInstances(db, ruleFinding, upload, options, async (tx, fresh, problems) => {
    const sequenceNumbers = await assignSequenceNumbers(tx, fresh, problems);
    return {
      warnings: mismatchWarnings(fresh),
      rows: (createdBy) =>
        fresh.map((instance, index) =>
          ruleFindingRowJson(
            {
              sequenceNumber: sequenceNumbers[index]!,
              exerciseName: instance.exerciseName,
              contentHash: instance.contentHash,
              createdBy,
            },
            instance.columnsJson,
          ),
        ),
    };
  });
}
