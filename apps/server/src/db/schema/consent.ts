import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, requiredReference, timestampColumn } from './columns.ts';
import { researchInstitutes, users } from './organisations.ts';
import { participants } from './participants.ts';

/**
 * A consent form an institute hands to parents: a version of it in one language, with its text.
 * Never changed once stored (a record of consent names the exact version a parent signed).
 */
export const consentForms = pgTable(
  'consent_forms',
  {
    id: idColumn(),
    researchInstituteId: requiredReference(
      'research_institute_id',
      () => researchInstitutes.id,
      'cascade',
    ),
    title: text('title').notNull(),
    version: text('version').notNull(),
    /** A language tag such as `en` or `de-CH`. */
    language: text('language').notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('consent_forms_institute_title_version_language_key').on(
      t.researchInstituteId,
      sql`lower(${t.title})`,
      t.version,
      t.language,
    ),
  ],
);

/**
 * A participant's consent history: one row per decision recorded, never changed; the newest row
 * is the participant's status (db/consent-status.ts), `not_asked` without one.
 * Who gave it is a role and a relation, never a parent's name (data minimisation).
 */
export const participantConsents = pgTable(
  'participant_consents',
  {
    id: idColumn(),
    participantId: requiredReference('participant_id', () => participants.id, 'cascade'),
    status: text('status').notNull(),
    /** parent or guardian; null for not_asked. */
    givenBy: text('given_by'),
    /** The free-text relation, e.g. "mother" or "foster carer"; empty when not given. */
    relation: text('relation').notNull().default(''),
    /** The day of the decision (not in the future); null for not_asked. */
    decidedOn: date('decided_on'),
    /** The form the decision was made on; required for given and refused. */
    consentFormId: integer('consent_form_id').references(() => consentForms.id, {
      onDelete: 'restrict',
    }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestampColumn('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('participant_consents_participant_idx').on(t.participantId, t.id),
    index('participant_consents_form_idx').on(t.consentFormId),
    check(
      'participant_consents_status_check',
      sql`${t.status} in ('not_asked', 'given', 'refused', 'withdrawn')`,
    ),
    check(
      'participant_consents_given_by_check',
      sql`${t.givenBy} is null or ${t.givenBy} in ('parent', 'guardian')`,
    ),
  ],
);
