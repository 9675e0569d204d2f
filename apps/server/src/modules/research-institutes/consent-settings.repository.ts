// Queries on an institute's consent settings: its gate and its consent forms.
import { desc, eq } from 'drizzle-orm';
import type { AnswersAfterStop, ConsentForm } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { writeOrDuplicate } from '../../db/postgres-errors.ts';
import { consentForms, researchInstitutes } from '../../db/schema/index.ts';

const formColumns = {
  id: consentForms.id,
  title: consentForms.title,
  version: consentForms.version,
  language: consentForms.language,
  body: consentForms.body,
  createdAt: consentForms.createdAt,
};

const formOfRow = ({
  createdAt,
  ...form
}: { createdAt: Date } & Omit<ConsentForm, 'createdAt'>) => ({
  ...form,
  createdAt: createdAt.toISOString(),
});

export async function updateInstituteSettings(
  db: Db,
  researchInstituteId: number,
  values: {
    sessionsNeedConsent?: boolean;
    retentionMonths?: number | null;
    studyEndsOn?: string | null;
    answersAfterStop?: AnswersAfterStop;
  },
): Promise<void> {
  await db
    .update(researchInstitutes)
    .set(values)
    .where(eq(researchInstitutes.id, researchInstituteId));
}

/** The institute's forms, newest first. */
export async function listConsentForms(
  db: Db,
  researchInstituteId: number,
): Promise<ConsentForm[]> {
  const rows = await db
    .select(formColumns)
    .from(consentForms)
    .where(eq(consentForms.researchInstituteId, researchInstituteId))
    .orderBy(desc(consentForms.id));
  return rows.map(formOfRow);
}

const FORM_CONSTRAINT = 'consent_forms_institute_title_version_language_key';

/** Stores a form; 'duplicate' when the institute has its title, version and language already. */
export async function insertConsentForm(
  db: Db,
  values: {
    researchInstituteId: number;
    title: string;
    version: string;
    language: string;
    body: string;
    createdBy: number;
  },
): Promise<ConsentForm | 'duplicate'> {
  return writeOrDuplicate(FORM_CONSTRAINT, 'Inserting a consent form', async () => {
    const [row] = await db.insert(consentForms).values(values).returning(formColumns);
    if (!row) throw new Error('consent form not inserted');
    return formOfRow(row);
  });
}
