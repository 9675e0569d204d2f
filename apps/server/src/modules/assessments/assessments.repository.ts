// Queries about assessments: the list with instance and session counts, one assessment with its
// items, and the writes. A scope is every institute's (admins) or one institute's (researchers);
// another institute's assessment is simply not found.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  Assessment,
  AssessmentSummary,
  InstanceOrder,
  PictureSet,
  SessionCounts,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { writeOrDuplicate } from '../../db/postgres-errors.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  assessmentItems,
  assessments,
  assessmentSessions,
  researchInstitutes,
  gameInstances,
} from '../../db/schema/index.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

const NAME_CONSTRAINT = 'assessments_institute_name_lower_key';

interface SummaryRow {
  id: number;
  name: string;
  institute_id: number;
  institute_name: string;
  show_demonstration: boolean;
  give_feedback: boolean;
  picture_set: PictureSet;
  instance_order: InstanceOrder;
  shuffle_items: boolean;
  created_at: Date | string;
  locked: boolean;
  instance_count: number;
  total: number;
  revoked: number;
  completed: number;
  declined: number;
  stopped: number;
  expired: number;
  in_progress: number;
}

/**
 * Sessions per assessment by state. The conditions mirror `sessionState` of the contract
 * (revoked > completed > declined or stopped > expired > in progress > not started), in SQL so
 * a list of assessments does not read every session.
 */
const SESSION_COUNTS = sql`
  select s.assessment_id,
    count(*)::int as total,
    count(*) filter (where s.revoked_at is not null)::int as revoked,
    count(*) filter (where s.revoked_at is null and s.completed_at is not null)::int as completed,
    count(*) filter (where s.revoked_at is null and s.completed_at is null
                       and s.early_end_reason = 'declined')::int as declined,
    count(*) filter (where s.revoked_at is null and s.completed_at is null
                       and s.early_end_reason <> 'declined')::int as stopped,
    count(*) filter (where s.revoked_at is null and s.completed_at is null
                       and s.ended_early_at is null and s.expires_at <= now())::int as expired,
    count(*) filter (where s.revoked_at is null and s.completed_at is null
                       and s.ended_early_at is null and s.expires_at > now()
                       and (s.started_at is not null or s.answered_count > 0))::int as in_progress
  from assessment_sessions s
  group by s.assessment_id`;

function summaryOf(row: SummaryRow): AssessmentSummary {
  const sessionCounts: SessionCounts = {
    total: row.total,
    notStarted:
      row.total -
      row.revoked -
      row.completed -
      row.declined -
      row.stopped -
      row.expired -
      row.in_progress,
    inProgress: row.in_progress,
    completed: row.completed,
    declined: row.declined,
    stopped: row.stopped,
    expired: row.expired,
    revoked: row.revoked,
  };
  return {
    id: row.id,
    name: row.name,
    researchInstitute: { id: row.institute_id, name: row.institute_name },
    settings: {
      showDemonstration: row.show_demonstration,
      giveFeedback: row.give_feedback,
      pictureSet: row.picture_set,
      instanceOrder: row.instance_order,
      shuffleItems: row.shuffle_items,
    },
    instanceCount: row.instance_count,
    locked: row.locked,
    sessionCounts,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function summaries(db: Db, where: ReturnType<typeof sql>): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(
    db,
    sql`select a.id, a.name, i.id as institute_id, i.name as institute_name,
          a.show_demonstration, a.give_feedback, a.picture_set, a.instance_order,
          a.shuffle_items, a.created_at,
          a.locked_at is not null as locked,
          (select count(*)::int from assessment_items ai where ai.assessment_id = a.id)
            as instance_count,
          coalesce(c.total, 0) as total, coalesce(c.revoked, 0) as revoked,
          coalesce(c.completed, 0) as completed, coalesce(c.declined, 0) as declined,
          coalesce(c.stopped, 0) as stopped, coalesce(c.expired, 0) as expired,
          coalesce(c.in_progress, 0) as in_progress
        from ${assessments} a
        join ${researchInstitutes} i on i.id = a.research_institute_id
        left join (${SESSION_COUNTS}) c on c.assessment_id = a.id
        where ${where}
        order by a.created_at desc, a.id desc`,
  );
}

/** The scope's assessments, newest first. */
export async function listAssessments(db: Db, scope: TenantScope): Promise<AssessmentSummary[]> {
  const rows = await summaries(db, inTenantScope(scope, sql`a.research_institute_id`));
  return rows.map(summaryOf);
}

/** One assessment of the scope with its items in play order; undefined when not in the scope. */
export async function findAssessment(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<Assessment | undefined> {
  const [row] = await summaries(
    db,
    sql`a.id = ${id} and ${inTenantScope(scope, sql`a.research_institute_id`)}`,
  );
  if (!row) return undefined;
  const items = await db
    .select({
      position: assessmentItems.position,
      game: assessmentItems.game,
      instanceId: assessmentItems.instanceId,
      sequenceNumber: gameInstances.sequenceNumber,
      label: gameInstances.label,
      exerciseName: gameInstances.exerciseName,
      targetItemCount: gameInstances.itemCount,
    })
    .from(assessmentItems)
    .innerJoin(
      gameInstances,
      and(
        eq(gameInstances.game, assessmentItems.game),
        eq(gameInstances.id, assessmentItems.instanceId),
      ),
    )
    .where(eq(assessmentItems.assessmentId, id))
    .orderBy(asc(assessmentItems.position));
  return { ...summaryOf(row), items };
}

/**
 * The assessment's institute and whether it is locked (a session of it was ever started), with
 * its row locked for the transaction.
 */
export async function lockAssessment(
  db: Db,
  scope: TenantScope,
  id: number,
  mode: 'update' | 'share',
): Promise<{ researchInstituteId: number; name: string; locked: boolean } | undefined> {
  const [row] = await db
    .select({
      researchInstituteId: assessments.researchInstituteId,
      name: assessments.name,
      locked: sql<boolean>`${assessments.lockedAt} is not null`,
    })
    .from(assessments)
    .where(and(eq(assessments.id, id), inTenantScope(scope, assessments.researchInstituteId)))
    .for(mode);
  return row;
}

/** The stored content of each of `items`, in order; undefined where it names no instance. */
export async function instanceContents(
  db: Db,
  items: readonly ItemRef[],
): Promise<(unknown | undefined)[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select({ game: gameInstances.game, id: gameInstances.id, content: gameInstances.content })
    .from(gameInstances)
    .where(
      inArray(
        gameInstances.id,
        items.map((item) => item.instanceId),
      ),
    );
  const found = new Map(rows.map((row) => [`${row.game}:${row.id}`, row.content]));
  return items.map((item) => found.get(`${item.game}:${item.instanceId}`));
}

export interface AssessmentValues {
  name: string;
  showDemonstration: boolean;
  giveFeedback: boolean;
  pictureSet: PictureSet;
  instanceOrder: InstanceOrder;
  shuffleItems: boolean;
}

/** Inserts the assessment; 'duplicate' when its institute has an assessment of that name. */
export async function insertAssessment(
  db: Db,
  values: AssessmentValues & { researchInstituteId: number; createdBy: number },
): Promise<{ id: number } | 'duplicate'> {
  return writeOrDuplicate(NAME_CONSTRAINT, 'Inserting an assessment', async () => {
    const [row] = await db.insert(assessments).values(values).returning({ id: assessments.id });
    if (!row) throw new Error('assessment not inserted');
    return row;
  });
}

/** Replaces name and settings; 'duplicate' when the name is taken in the institute. */
export async function updateAssessment(
  db: Db,
  id: number,
  values: AssessmentValues,
): Promise<'updated' | 'duplicate'> {
  return writeOrDuplicate(NAME_CONSTRAINT, 'Updating an assessment', async () => {
    await db
      .update(assessments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(assessments.id, id));
    return 'updated' as const;
  });
}

/** An instance of an assessment: its game and its id. */
export interface ItemRef {
  game: string;
  instanceId: number;
}

/** Sets the assessment's instances, in this order, replacing any it had. */
export async function replaceItems(
  db: Db,
  assessmentId: number,
  items: readonly ItemRef[],
): Promise<void> {
  await db.delete(assessmentItems).where(eq(assessmentItems.assessmentId, assessmentId));
  if (items.length === 0) return;
  await db
    .insert(assessmentItems)
    .values(items.map((item, position) => ({ assessmentId, position, ...item })));
}

/** The instances of an assessment in play order. */
export async function itemsOf(db: Db, assessmentId: number): Promise<ItemRef[]> {
  return db
    .select({ game: assessmentItems.game, instanceId: assessmentItems.instanceId })
    .from(assessmentItems)
    .where(eq(assessmentItems.assessmentId, assessmentId))
    .orderBy(asc(assessmentItems.position));
}

/** Name and settings of an assessment (already known to be in scope). */
export async function assessmentValues(
  db: Db,
  id: number,
): Promise<(AssessmentValues & { researchInstituteId: number }) | undefined> {
  const [row] = await db
    .select({
      name: assessments.name,
      showDemonstration: assessments.showDemonstration,
      giveFeedback: assessments.giveFeedback,
      pictureSet: assessments.pictureSet,
      instanceOrder: assessments.instanceOrder,
      shuffleItems: assessments.shuffleItems,
      researchInstituteId: assessments.researchInstituteId,
    })
    .from(assessments)
    .where(eq(assessments.id, id));
  return (
    row && {
      ...row,
      pictureSet: row.pictureSet as PictureSet,
      instanceOrder: row.instanceOrder as InstanceOrder,
    }
  );
}

/** How many sessions the assessment has (revoked and ended ones too). */
export async function sessionCountOf(tx: Db, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(assessmentSessions)
    .where(eq(assessmentSessions.assessmentId, id));
  return row?.n ?? 0;
}

/** Deletes the assessment and its items (the caller checked it has no session). */
export async function deleteAssessment(tx: Db, id: number): Promise<void> {
  await tx.delete(assessments).where(eq(assessments.id, id));
}
