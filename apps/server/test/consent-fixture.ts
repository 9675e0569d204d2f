// Consent given for test participants, as a researcher records it: a consent form of the
// participant's institute and a decision on it. Sessions of every institute need consent by
// default, so a participant who is to play gets it here.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { consentForms, participantConsents, participants } from '../src/db/schema/index.ts';

const FORM = { title: 'Test consent', version: '1', language: 'en', body: 'I agree.' };

/** Records consent given (by a parent, today, on the institute's test form) for each participant. */
export async function giveConsent(db: Db, participantIds: readonly number[]): Promise<void> {
  if (participantIds.length === 0) return;
  const rows = await db
    .select({ id: participants.id, instituteId: participants.researchInstituteId })
    .from(participants)
    .where(inArray(participants.id, [...participantIds]));
  const today = new Date().toISOString().slice(0, 10);
  for (const { id, instituteId } of rows) {
    if (instituteId === null) throw new Error(`participant ${id} has no institute to consent to`);
    await db
      .insert(consentForms)
      .values({ ...FORM, researchInstituteId: instituteId })
      .onConflictDoNothing();
    const [form] = await db
      .select({ id: consentForms.id })
      .from(consentForms)
      .where(
        sql`${consentForms.researchInstituteId} = ${instituteId} and ${consentForms.title} = ${FORM.title}`,
      );
    await db.insert(participantConsents).values({
      participantId: id,
      status: 'given',
      givenBy: 'parent',
      decidedOn: today,
      consentFormId: form!.id,
    });
  }
}
