// The examiner's review of a session: notes, irregularity codes and the exclusion from analysis.
import { and, eq } from 'drizzle-orm';
import { IRREGULARITIES, type Irregularity, type SessionReview } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { assessments, assessmentSessions, users } from '../../db/schema/index.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';
import { userDisplayName } from '../../db/user-name.ts';

/** The session's review; undefined when the session is not in the scope. */
export async function findSessionReview(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<SessionReview | undefined> {
  const [row] = await db
    .select({
      notes: assessmentSessions.examinerNotes,
      irregularities: assessmentSessions.irregularities,
      excludedAt: assessmentSessions.excludedAt,
      reason: assessmentSessions.exclusionReason,
      byId: users.id,
      byName: userDisplayName,
    })
    .from(assessmentSessions)
    .innerJoin(assessments, eq(assessments.id, assessmentSessions.assessmentId))
    .leftJoin(users, eq(users.id, assessmentSessions.excludedBy))
    .where(
      and(eq(assessmentSessions.id, id), inTenantScope(scope, assessments.researchInstituteId)),
    );
  if (!row) return undefined;
  return {
    notes: row.notes,
    irregularities: IRREGULARITIES.filter((code) =>
      row.irregularities.includes(code),
    ) as Irregularity[],
    exclusion:
      row.excludedAt === null || row.reason === null
        ? null
        : {
            reason: row.reason,
            at: row.excludedAt.toISOString(),
            by: row.byId === null ? null : { id: row.byId, name: row.byName },
          },
  };
}

export interface SessionReviewChanges {
  examinerNotes?: string;
  irregularities?: Irregularity[];
  excludedAt?: Date | null;
  exclusionReason?: string | null;
  excludedBy?: number | null;
}

export async function updateSessionReview(
  db: Db,
  id: number,
  values: SessionReviewChanges,
): Promise<void> {
  await db.update(assessmentSessions).set(values).where(eq(assessmentSessions.id, id));
}
