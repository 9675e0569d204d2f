import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { researchInstitutes, schools, users } from './organisations.ts';

/** A test subject (often a child): personal data, never logged. */
export const participants = pgTable(
  'participants',
  {
    id: idColumn(),
    subjectId: text('subject_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    researchInstituteId: integer('research_institute_id').references(() => researchInstitutes.id, {
      onDelete: 'restrict',
    }),
    /** A school of the participant's own institute (checked on write), or none. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    /** A class or other group within the school, e.g. "3b". */
    groupLabel: text('group_label'),
    /** Month and year of birth, both or neither: not the day (data minimisation). */
    birthYear: smallint('birth_year'),
    birthMonth: smallint('birth_month'),
    /** female, male, diverse or not_stated; null when not recorded. */
    sex: text('sex'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // A subject ID is unique within its institute; participants without one share one namespace.
    unique('participants_institute_subject_key')
      .on(t.researchInstituteId, t.subjectId)
      .nullsNotDistinct(),
    index('participants_institute_idx').on(t.researchInstituteId),
    index('participants_school_idx').on(t.schoolId),
    check(
      'participants_birth_check',
      sql`(${t.birthYear} is null) = (${t.birthMonth} is null) and ${t.birthMonth} between 1 and 12 and ${t.birthYear} >= 1900`,
    ),
    check('participants_sex_check', sql`${t.sex} in ('female', 'male', 'diverse', 'not_stated')`),
  ],
);
