import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  idColumn,
  requiredReference,
  timestampColumn,
  updatedAtColumn,
} from './columns.ts';

/** Names are unique, compared case-insensitively (they are stored trimmed). */
export const researchInstitutes = pgTable(
  'research_institutes',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /**
     * Whether a session may start only for a participant whose consent is given (the gate).
     * On for new institutes; institutes from before consent was recorded start with it off.
     */
    sessionsNeedConsent: boolean('sessions_need_consent').notNull().default(true),
    /**
     * How long participants' data is kept (db/retention.ts): months after a participant's last
     * session (or since they were added, without one), and a study end date after which every
     * participant goes; the earlier of the two applies, none keeps data until it is erased by hand.
     */
    retentionMonths: smallint('retention_months'),
    studyEndsOn: date('study_ends_on'),
    /**
     * What a session's stored answers become when the child declines or an adult stops it
     * early: kept (and exported with the session's end) or discarded (deleted then, counted).
     */
    answersAfterStop: text('answers_after_stop')
      .$type<'keep' | 'discard'>()
      .notNull()
      .default('keep'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('research_institutes_name_lower_key').on(sql`lower(${t.name})`),
    check(
      'research_institutes_retention_check',
      sql`${t.retentionMonths} is null or ${t.retentionMonths} between 1 and 120`,
    ),
    check(
      'research_institutes_answers_after_stop_check',
      sql`${t.answersAfterStop} in ('keep', 'discard')`,
    ),
  ],
);

/**
 * A person known to the platform. Email is stored trimmed and compared case-insensitively
 * (unique on lower(email)). Names stay empty until onboarding ('Pending onboarding').
 * `oidcIssuer` + `oidcSubject` link the record to its identity once the user first calls the API.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_key').on(t.oidcIssuer, t.oidcSubject),
  ],
);

/** Set when the invited person accepted; a pending membership (null) grants nothing. */
const acceptedAt = () => timestampColumn('accepted_at');
/**
 * The address as the inviter last typed it, which a pending membership is shown by: the stored
 * case of an existing account's address would tell that the account existed. Null for
 * memberships invited before it was kept (shown in lower case).
 */
const invitedEmail = () => text('invited_email');

/**
 * A user's membership in a research institute. A user is the researcher of at most one institute
 * (unique on the user, pending memberships included).
 */
export const researchers = pgTable(
  'researchers',
  {
    id: idColumn(),
    userId: requiredReference('user_id', () => users.id, 'cascade'),
    researchInstituteId: requiredReference(
      'research_institute_id',
      () => researchInstitutes.id,
      'cascade',
    ),
    createdAt: createdAtColumn(),
    acceptedAt: acceptedAt(),
    invitedEmail: invitedEmail(),
  },
  (t) => [
    uniqueIndex('researchers_user_key').on(t.userId),
    index('researchers_institute_idx').on(t.researchInstituteId),
  ],
);

export const schools = pgTable(
  'schools',
  {
    id: idColumn(),
    name: text('name').notNull(),
    managingInstituteId: integer('managing_institute_id').references(() => researchInstitutes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('schools_managing_institute_idx').on(t.managingInstituteId),
    // A name is unique among the schools of one managing institute, and among those without one
    // (coalesce: NULLs would never collide). Compared case-insensitively; stored trimmed.
    uniqueIndex('schools_institute_name_lower_key').on(
      sql`coalesce(${t.managingInstituteId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const schoolStaff = pgTable(
  'school_staff',
  {
    /**
     * The membership's own id: how lists and invitation routes name a pending member, whose user
     * id would tell whether the invited email already had an account.
     */
    id: integer('id').notNull().unique().generatedAlwaysAsIdentity(),
    schoolId: requiredReference('school_id', () => schools.id, 'cascade'),
    userId: requiredReference('user_id', () => users.id, 'cascade'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isTeacher: boolean('is_teacher').notNull().default(false),
    createdAt: createdAtColumn(),
    acceptedAt: acceptedAt(),
    invitedEmail: invitedEmail(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.userId] }),
    index('school_staff_user_idx').on(t.userId),
  ],
);
