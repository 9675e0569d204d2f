// What the platform stores about a child, by purpose: the privacy statement (/about/privacy)
// is written from this list, and a server test holds it to the database schema (every column of
// these tables is in exactly one category), so the statement cannot fall behind a new column.

export interface PrivacyCategory {
  /** The statement's texts: `privacy.categories.<key>.{title,what,why}`. */
  readonly key: string;
  readonly table:
    'participants' | 'participant_consents' | 'assessment_sessions' | 'session_answers';
  readonly columns: readonly string[];
}

export const PRIVACY_INVENTORY = [
  { key: 'identity', table: 'participants', columns: ['subject_id', 'first_name', 'last_name'] },
  {
    key: 'profile',
    table: 'participants',
    columns: ['birth_year', 'birth_month', 'sex', 'school_id', 'group_label'],
  },
  {
    key: 'record',
    table: 'participants',
    columns: ['id', 'research_institute_id', 'created_by', 'created_at'],
  },
  {
    key: 'consent',
    table: 'participant_consents',
    columns: [
      'id',
      'participant_id',
      'status',
      'given_by',
      'relation',
      'decided_on',
      'consent_form_id',
      'recorded_by',
      'recorded_at',
    ],
  },
  {
    key: 'sessions',
    table: 'assessment_sessions',
    columns: [
      'id',
      'assessment_id',
      'participant_id',
      'expires_at',
      'revoked_at',
      'started_at',
      'completed_at',
      'answered_count',
      'correct_count',
      'outcome_counts',
      'school_id',
      'group_label',
      'age_months',
      'attempt',
      'order_seed',
      'order_rotation',
      'batch_id',
      'created_by',
      'created_at',
    ],
  },
  {
    key: 'review',
    table: 'assessment_sessions',
    columns: ['examiner_notes', 'irregularities', 'excluded_at', 'exclusion_reason', 'excluded_by'],
  },
  {
    key: 'earlyEnd',
    table: 'assessment_sessions',
    columns: ['ended_early_at', 'early_end_reason', 'stop_reason', 'discarded_answers'],
  },
  {
    key: 'device',
    table: 'assessment_sessions',
    columns: ['token_hash', 'code_hash', 'device_id'],
  },
  {
    key: 'answers',
    table: 'session_answers',
    columns: [
      'id',
      'session_id',
      'position',
      'item_index',
      'game',
      'instance_id',
      'response',
      'outcome',
      'correct',
      'reaction_time_ms',
      'input_type',
      'client_shown_at',
      'client_answered_at',
      'server_received_at',
      'early_taps',
      'first_early_tap_ms',
      'hidden_ms',
    ],
  },
] as const satisfies readonly PrivacyCategory[];

export type PrivacyCategoryKey = (typeof PRIVACY_INVENTORY)[number]['key'];
