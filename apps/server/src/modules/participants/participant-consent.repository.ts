// Queries on a participant's consent: the history of decisions and the status it sets.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsentGiver, ConsentRecord, ConsentStatus } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import {
  assessmentSessions,
  consentForms,
  participantConsents,
  users,
} from '../../db/schema/index.ts';

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

/** The participant's decisions, newest first. */
export async function consentHistory(db: Db, participantId: number): Promise<ConsentRecord[]> {
  const rows = await db
    .select({
      id: participantConsents.id,
      status: participantConsents.status,
      givenBy: participantConsents.givenBy,
      relation: participantConsents.relation,
      decidedOn: participantConsents.decidedOn,
      formId: consentForms.id,
      formTitle: consentForms.title,
      formVersion: consentForms.version,
      formLanguage: consentForms.language,
      recorderId: users.id,
      recorderName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
      recordedAt: participantConsents.recordedAt,
    })
    .from(participantConsents)
    .leftJoin(consentForms, eq(consentForms.id, participantConsents.consentFormId))
    .leftJoin(users, eq(users.id, participantConsents.recordedBy))
    .where(eq(participantConsents.participantId, participantId))
    .orderBy(desc(participantConsents.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status as ConsentStatus,
    givenBy: row.givenBy as ConsentGiver | null,
    relation: row.relation,
    decidedOn: row.decidedOn,
    form:
      row.formId === null
        ? null
        : {
            id: row.formId,
            title: row.formTitle ?? '',
            version: row.formVersion ?? '',
            language: row.formLanguage ?? '',
          },
    recordedBy: row.recorderId === null ? null : { id: row.recorderId, name: row.recorderName },
    recordedAt: row.recordedAt.toISOString(),
  }));
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
      ),
    )
    .returning({ id: assessmentSessions.id });
  return { sessionsExcluded: excluded.length, linksRevoked: revoked.length };
}
