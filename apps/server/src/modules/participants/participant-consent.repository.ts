// Writes of a participant's consent: a decision, and what a withdrawal does to their sessions
// (the history is read by db/consent-history.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ConsentGiver, ConsentStatus } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { assessmentSessions, consentForms, participantConsents } from '../../db/schema/index.ts';

/** Whether the form is one of the institute's. */
export async function consentFormOfInstituteExists(
  db: Db,
  consentFormId: number,
  researchInstituteId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: consentForms.id })
    .from(consentForms)
    .where(
      and(
        eq(consentForms.id, consentFormId),
        eq(consentForms.researchInstituteId, researchInstituteId),
      ),
    );
  return row !== undefined;
}

/** Adds a decision to the history: the newest is the participant's status. */
export async function insertConsentRecord(
  db: Db,
  values: {
    participantId: number;
    status: ConsentStatus;
    givenBy: ConsentGiver | null;
    relation: string;
    decidedOn: string | null;
    consentFormId: number | null;
    recordedBy: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(participantConsents)
    .values(values)
    .returning({ id: participantConsents.id });
  if (!row) throw new Error('consent record not inserted');
  return row.id;
}

export const CONSENT_WITHDRAWN_REASON = 'Consent withdrawn';

/**
 * A withdrawal that keeps the data: every session of the participant not yet excluded is
 * excluded from analysis ('Consent withdrawn'), and links still open stop working. The numbers
 * of sessions excluded and links revoked.
 */
export async function excludeSessionsOfWithdrawn(
  db: Db,
  participantId: number,
  actorUserId: number,
): Promise<{ sessionsExcluded: number; linksRevoked: number }> {
  const excluded = await db
    .update(assessmentSessions)
    .set({
      excludedAt: sql`now()`,
      exclusionReason: CONSENT_WITHDRAWN_REASON,
      excludedBy: actorUserId,
    })
    .where(
      and(
        eq(assessmentSessions.participantId, participantId),
        isNull(assessmentSessions.excludedAt),
      ),
    )
    .returning({ id: assessmentSessions.id });
  const revoked = await db
    .update(assessmentSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(assessmentSessions.participantId, participantId),
        isNull(assessmentSessions.revokedAt),
        isNull(assessmentSessions.completedAt),
        isNull(assessmentSessions.endedEarlyAt),
      ),
    )
    .returning({ id: assessmentSessions.id });
  return { sessionsExcluded: excluded.length, linksRevoked: revoked.length };
}
