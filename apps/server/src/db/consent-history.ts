// A participant's consent history as the participant page and a parent's download show it:
// each decision with its form and who recorded it, newest first.
import { desc, eq } from 'drizzle-orm';
import type { ConsentGiver, ConsentRecord, ConsentStatus } from '@cogniplay/contract';
import type { Db } from './client.ts';
import { consentForms, participantConsents, users } from './schema/index.ts';
import { userDisplayName } from './user-name.ts';

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
      recorderName: userDisplayName,
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
