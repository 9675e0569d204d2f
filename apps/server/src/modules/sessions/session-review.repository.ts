// The examiner's review of a session: notes, irregularity codes and the exclusion from analysis.
import { eq, sql } from 'drizzle-orm';
import { IRREGULARITIES, type Irregularity, type SessionReview } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { assessmentSessions, users } from '../../db/schema/index.ts';

/** The session's review (the caller has checked the scope); undefined when no such session. */
export async function findSessionReview(db: Db, id: number): Promise<SessionReview | undefined> {
  const [row] = await db
    .select({
      notes: assessmentSessions.examinerNotes,
      irregularities: assessmentSessions.irregularities,
      excludedAt: assessmentSessions.excludedAt,
      reason: assessmentSessions.exclusionReason,
      byId: users.id,
      byName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(assessmentSessions)
    .leftJoin(users, eq(users.id, assessmentSessions.excludedBy))
    .where(eq(assessmentSessions.id, id));
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
