// Running assessments: an assessment (ordered game instances and settings), its sessions
// (one run by one participant, reached through a play link) and their answers (one row per target
// item answered). Answers hold no personal data; a session reaches its child only through its
// participant row, so erasing a participant cascades to their sessions and answers.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  idColumn,
  requiredReference,
  timestampColumn,
  updatedAtColumn,
} from './columns.ts';
import { gameInstances } from './games.ts';
import { researchInstitutes, schools, users } from './organisations.ts';
import { participants } from './participants.ts';

export const assessments = pgTable(
  'assessments',
  {
    id: idColumn(),
    name: text('name').notNull(),
    researchInstituteId: requiredReference(
      'research_institute_id',
      () => researchInstitutes.id,
      'restrict',
    ),
    showDemonstration: boolean('show_demonstration').notNull().default(true),
    giveFeedback: boolean('give_feedback').notNull().default(false),
    pictureSet: text('picture_set').notNull().default('creatures'),
    /** `fixed`, `shuffled` or `rotated` (contract: INSTANCE_ORDERS), and items shuffled too. */
    instanceOrder: text('instance_order').notNull().default('fixed'),
    shuffleItems: boolean('shuffle_items').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /**
     * When its first session was started; never cleared, so the assessment stays frozen even
     * when every session is gone (erased with its participant): sessions already played, exports
     * and each server instance's cached play content keep meaning the same items.
     */
    lockedAt: timestampColumn('locked_at'),
  },
  (t) => [
    // A name is unique within its institute, compared case-insensitively (stored trimmed).
    uniqueIndex('assessments_institute_name_lower_key').on(
      t.researchInstituteId,
      sql`lower(${t.name})`,
    ),
    check('assessments_picture_set_check', sql`${t.pictureSet} in ('creatures', 'shapes')`),
    check(
      'assessments_instance_order_check',
      sql`${t.instanceOrder} in ('fixed', 'shuffled', 'rotated')`,
    ),
  ],
);

/** The instances of an assessment in play order; positions count from 0 without gaps. */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    assessmentId: requiredReference('assessment_id', () => assessments.id, 'cascade'),
    position: integer('position').notNull(),
    /** The instance played at the position: its game and its id within the games' instances. */
    game: text('game').notNull(),
    instanceId: integer('instance_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.position] }),
    unique('assessment_items_instance_key').on(t.assessmentId, t.game, t.instanceId),
    index('assessment_items_instance_idx').on(t.game, t.instanceId),
    foreignKey({
      name: 'assessment_items_instance_fk',
      columns: [t.game, t.instanceId],
      foreignColumns: [gameInstances.game, gameInstances.id],
    }).onDelete('restrict'),
    check('assessment_items_position_check', sql`${t.position} >= 0`),
  ],
);

/**
 * One start of an assessment for chosen participants: the sessions it made share its printed
 * sheet, which can be printed again (new links for those not yet started).
 */
export const sessionBatches = pgTable(
  'session_batches',
  {
    id: idColumn(),
    // An assessment with sessions cannot be deleted; one whose sessions were all erased can.
    assessmentId: requiredReference('assessment_id', () => assessments.id, 'cascade'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('session_batches_assessment_idx').on(t.assessmentId)],
);

export const assessmentSessions = pgTable(
  'assessment_sessions',
  {
    id: idColumn(),
    assessmentId: requiredReference('assessment_id', () => assessments.id, 'restrict'),
    participantId: requiredReference('participant_id', () => participants.id, 'cascade'),
    /** SHA-256 (hex) of the play link's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * SHA-256 (hex) of the card's short code, which an adult may type instead of scanning the
     * link; cleared once used (the tablet then holds a token of its own). Never the code itself.
     */
    codeHash: text('code_hash').unique(),
    /** The start that made it, whose sheet it is printed on; null for sessions made before. */
    batchId: integer('batch_id').references(() => sessionBatches.id, { onDelete: 'set null' }),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    /** When the child pressed start on the play page for the first time. */
    startedAt: timestampColumn('started_at'),
    /** When the session's last answer was stored. */
    completedAt: timestampColumn('completed_at'),
    /**
     * The play page's device that started the session (a random id the page keeps): requests of
     * any other device are refused until an adult moves the session to it.
     */
    deviceId: text('device_id'),
    /**
     * Answers stored so far, raised by the statement that stores one: the update's row lock
     * orders racing answers, so exactly one of them sees the last count and completes the session.
     */
    answeredCount: integer('answered_count').notNull().default(0),
    /**
     * The participant's school, group and age in whole months as they were when the session was
     * made, recorded again when the child starts it: the export reports them, so moving a child
     * to another class does not relabel their earlier sessions.
     */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    groupLabel: text('group_label'),
    ageMonths: integer('age_months'),
    /**
     * The session's place among its participant's sessions of its assessment (revoked ones too),
     * by when they were made: 1 for the first. Set when it is made (starts of one assessment
     * take turns on its row lock).
     */
    attempt: integer('attempt').notNull().default(1),
    /**
     * What decides the order it presents its items in, with its assessment's design and target
     * items (frozen once a session exists; contract: playOrder): the seed of its shuffles (null
     * when the design draws nothing) and its place among the sessions started with it (null
     * unless rotated). Sessions made before orders were designed have neither; their
     * assessments are fixed, so they presented everything as listed. Two integers, not the
     * order itself: every answer updates this row.
     */
    orderSeed: integer('order_seed'),
    orderRotation: integer('order_rotation'),
    /** Answers stored so far that were right, kept by the same statement. */
    correctCount: integer('correct_count').notNull().default(0),
    /**
     * Answers stored so far by outcome, as each game names them (`{"hit": 3, "miss": 1}`): kept
     * by the same statement, so lists and charts score sessions without their rows.
     */
    outcomeCounts: jsonb('outcome_counts')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The examiner's review: free-text notes, irregularity codes (contract: IRREGULARITIES), and
     * an exclusion from analysis with its reason (both or neither). Set after the session, by
     * an adult; results leave excluded sessions out of their summaries.
     */
    examinerNotes: text('examiner_notes').notNull().default(''),
    irregularities: text('irregularities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludedAt: timestampColumn('excluded_at'),
    exclusionReason: text('exclusion_reason'),
    excludedBy: integer('excluded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An end before the last item, on the tablet (contract: early-end.ts): when, why (the child
     * declined, or an adult stopped it for the child or for themselves), the stop's reason code,
     * and how many stored answers the institute's setting discarded then (0 when kept).
     */
    endedEarlyAt: timestampColumn('ended_early_at'),
    earlyEndReason: text('early_end_reason'),
    stopReason: text('stop_reason'),
    discardedAnswers: integer('discarded_answers'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('assessment_sessions_assessment_idx').on(t.assessmentId),
    index('assessment_sessions_participant_idx').on(t.participantId),
    index('assessment_sessions_batch_idx').on(t.batchId),
    check(
      'assessment_sessions_exclusion_check',
      sql`(${t.excludedAt} is null) = (${t.exclusionReason} is null)`,
    ),
    check(
      'assessment_sessions_early_end_check',
      sql`(${t.endedEarlyAt} is null) = (${t.earlyEndReason} is null)
        and (${t.endedEarlyAt} is null) = (${t.discardedAnswers} is null)
        and ${t.earlyEndReason} in ('declined', 'stopped_by_child', 'stopped_by_examiner')
        and (${t.stopReason} is null) = (${t.earlyEndReason} is distinct from 'stopped_by_child'
          and ${t.earlyEndReason} is distinct from 'stopped_by_examiner')
        and ${t.stopReason} in ('tired', 'upset', 'unwell', 'interruption', 'technical_problem',
          'out_of_time', 'other')`,
    ),
    check(
      'assessment_sessions_irregularities_check',
      sql`${t.irregularities} <@ array['noise', 'interruption', 'child_unwell', 'technical_problem', 'other']::text[]`,
    ),
  ],
);

/** One row per target item answered; (session, position, item) is its natural key. */
export const sessionAnswers = pgTable(
  'session_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: requiredReference('session_id', () => assessmentSessions.id, 'cascade'),
    position: integer('position').notNull(),
    itemIndex: integer('item_index').notNull(),
    /** The instance at `position` when answered (assessments are frozen once a session exists). */
    game: text('game').notNull(),
    instanceId: integer('instance_id').notNull(),
    /** What the child answered, as the game's response schema says (rule finding: `fits`). */
    response: jsonb('response').notNull(),
    /**
     * What the answer counts as (a rule-finding answer is a hit, miss, false alarm or correct
     * rejection) and whether it is right: decided once by its game when it is stored.
     */
    outcome: text('outcome').notNull(),
    correct: boolean('correct').notNull(),
    reactionTimeMs: integer('reaction_time_ms').notNull(),
    /** `touch`, `mouse`, `pen`, `key` or `camera` (a hand-gesture answer the camera recognised). */
    inputType: text('input_type').notNull(),
    clientShownAt: timestampColumn('client_shown_at').notNull(),
    clientAnsweredAt: timestampColumn('client_answered_at').notNull(),
    serverReceivedAt: timestampColumn('server_received_at').notNull().defaultNow(),
    /**
     * Taps during the item's input lock, the first one's time after the paint (null without
     * any), and how long the page was hidden while the item was on it: null for answers from
     * before these were recorded.
     */
    earlyTaps: integer('early_taps'),
    firstEarlyTapMs: integer('first_early_tap_ms'),
    hiddenMs: integer('hidden_ms'),
  },
  (t) => [
    unique('session_answers_natural_key').on(t.sessionId, t.position, t.itemIndex),
    foreignKey({
      name: 'session_answers_instance_fk',
      columns: [t.game, t.instanceId],
      foreignColumns: [gameInstances.game, gameInstances.id],
    }).onDelete('restrict'),
    check(
      'session_answers_input_type_check',
      sql`${t.inputType} in ('touch', 'mouse', 'pen', 'key', 'camera')`,
    ),
    check('session_answers_reaction_time_check', sql`${t.reactionTimeMs} between 0 and 600000`),
    check(
      'session_answers_early_taps_check',
      sql`coalesce(${t.earlyTaps}, 0) >= 0 and (${t.firstEarlyTapMs} is not null) = (coalesce(${t.earlyTaps}, 0) > 0)`,
    ),
    check('session_answers_hidden_check', sql`${t.hiddenMs} >= 0`),
  ],
);
