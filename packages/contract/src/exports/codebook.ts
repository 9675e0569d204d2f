// The codebook of an export: every column of its two tables with its type, unit, allowed values
// and meaning. The export writes exactly these columns in this order (a test holds it to that),
// and the codebook files and dataset_description.json are made from this list. The trials'
// columns about the item answered, and the values of a response, are the playable games'
// (games/<game>-export.ts); games/registry.ts puts them together (`codebook()`, `CODEBOOK`).
import { INSTANCE_ORDERS, PICTURE_SETS } from '../assessments.ts';
import { SEXES } from '../participants.ts';
import {
  EARLY_TAPS_MAX,
  HIDDEN_MAX_MS,
  INPUT_LOCK_MS,
  INPUT_TYPES,
  REACTION_TIME_MAX_MS,
} from '../play.ts';
import { EARLY_END_REASONS, STOP_REASONS } from '../early-end.ts';
import { IRREGULARITIES } from '../session-review.ts';
import { SESSION_STATES } from '../sessions.ts';
import { boolean, column, datetime, type CodebookColumn } from './columns.ts';

export type { Cell, CodebookColumn, ColumnType } from './columns.ts';

/**
 * Columns every table starts with: who played what, pseudonymised (subject IDs, never names),
 * by which design (the assessment's settings), the how-manyth time, and where it stands.
 */
const sessionColumns = [
  column('session_id', 'integer', 'The session: one run of one assessment by one participant'),
  column('subject_id', 'string', "The participant's subject ID (names are never exported)"),
  column(
    'school',
    'string',
    "The participant's school when the session started (before that, when it was made); missing (NA) when none",
  ),
  column(
    'group',
    'string',
    "The participant's group label (a class, e.g. 3b) when the session started (before that, when it was made); missing (NA) when none",
  ),
  column(
    'age_months',
    'integer',
    "The participant's age when the session started (before that, when it was made): the months from the month of birth to that month, in UTC; the day of birth is not kept, so it may be one more than the exact age; missing (NA) without a month of birth",
    { unit: 'months' },
  ),
  column('sex', 'string', "The participant's sex as recorded; missing (NA) when not recorded", {
    allowedValues: SEXES,
  }),
  column('assessment_id', 'integer', 'The assessment played'),
  column('assessment', 'string', 'Name of the assessment'),
  boolean(
    'show_demonstration',
    "Whether the assessment showed each instance's demonstration items (with their marks) first",
  ),
  boolean('give_feedback', 'Whether the child was told after each answer whether it was right'),
  column('picture_set', 'string', 'The pictures the items were drawn in', {
    allowedValues: PICTURE_SETS,
  }),
  column(
    'instance_order',
    'string',
    "The assessment's order of instances: as listed (fixed), shuffled for each session (shuffled), or the rows of a balanced Latin square (Williams) taken in turn by the sessions started together (rotated)",
    { allowedValues: INSTANCE_ORDERS },
  ),
  boolean('shuffle_items', "Whether each instance's target items were shuffled for each session"),
  column(
    'order_seed',
    'integer',
    "Seed of the session's shuffles (one Mulberry32 generator, Fisher-Yates: the instances if shuffled, then each one's target items in presented order if shuffle_items); NA when nothing was drawn, and before orders were designed (presented as listed)",
  ),
  column(
    'attempt',
    'integer',
    "The session's place among every session of this participant for this assessment (revoked ones too), in the order they were made: 1 for the first",
  ),
  column('state', 'string', 'Where the session stood when exported', {
    allowedValues: SESSION_STATES,
  }),
  column(
    'early_end',
    'string',
    'How the session ended before its last item, on the tablet: the child said no when asked whether they wanted to play (declined), or an adult stopped it because the child wanted to stop (stopped_by_child) or for a reason of their own (stopped_by_examiner); missing (NA) when it did not end early',
    { allowedValues: EARLY_END_REASONS },
  ),
  column(
    'stop_reason',
    'string',
    "The adult's reason code for a stop; missing (NA) unless early_end is stopped_by_child or stopped_by_examiner",
    { allowedValues: STOP_REASONS },
  ),
  column(
    'discarded_answers',
    'integer',
    "How many of the session's answers were deleted when it ended early, by the research institute's setting (0: every answer it had is kept and exported); missing (NA) when it did not end early",
  ),
  boolean(
    'excluded',
    "Whether the examiner excluded the session from analysis (the platform's results leave it out of their summaries; it is exported all the same)",
  ),
  column(
    'exclusion_reason',
    'string',
    "The examiner's reason for excluding the session; missing (NA) when it is not excluded",
  ),
  column(
    'irregularities',
    'string',
    `What disturbed the session, as the examiner coded it: any of ${IRREGULARITIES.join(', ')}, separated by ';' in that order; missing (NA) when none was coded`,
  ),
  column(
    'examiner_notes',
    'string',
    "The examiner's free-text notes on the session; missing (NA) when none",
  ),
] as const;

/** The instance answered or scored: its place, its game and what identifies it. */
const instanceColumns = [
  column('position', 'integer', 'Place of the instance in the assessment, counted from 1'),
  column('game', 'string', "The instance's game"),
  column('instance_id', 'integer', 'The instance (an id within its game)'),
  column('instance_sequence_number', 'integer', "The instance's sequence number"),
  column(
    'instance_content_hash',
    'string',
    "SHA-256 (hex) of the instance's content: equal hashes mean the same exercise",
  ),
  column('instance_label', 'string', "The instance's label; missing (NA) when none"),
  column(
    'instance_exercise',
    'string',
    'The exercise the instance was uploaded in; missing (NA) when none',
  ),
] as const;

/** Where the session presented the instance: trials and instances have it. */
const presentedPosition = column(
  'presented_position',
  'integer',
  'The place at which the session presented the instance, counted from 1 (position is its place in the assessment)',
);

/** What a playable game adds to the trials (games/<game>-export.ts). */
export interface GameTrialColumns {
  /** Its columns about the item answered, written by its `trialCells`. */
  itemColumns: readonly CodebookColumn[];
  /**
   * What its `response` says, every value it takes (null when not a short list), and its columns
   * about the answer beyond it (written by its `responseCells`).
   */
  response: {
    description: string;
    values: readonly string[] | null;
    columns?: readonly CodebookColumn[];
  };
  /**
   * Which of its item columns are facts of the whole instance (the same in each of its items,
   * such as its rule): the instances table has them too.
   */
  instanceColumnNames: readonly string[];
}

/** What a playable game adds to the tables: its trial columns, and its scores' columns. */
export interface GameColumns {
  trials: GameTrialColumns;
  /** Its own scores of a session's or an instance's answers of the game (its `sessionCells`). */
  scores: readonly CodebookColumn[];
}

/**
 * trials.csv / trials.jsonl: one row per answer, in play order within each session. The columns
 * about the item are each game's in turn (a name two games share is listed once); `response`
 * lists allowed values when every game does; a game's columns about the answer beyond `response`
 * come last.
 */
const trialColumnsOf = (games: readonly GameTrialColumns[]): CodebookColumn[] => [
  ...sessionColumns,
  ...instanceColumns,
  column('item', 'integer', 'The target item within the instance, counted from 1'),
  ...uniqueByName(games.flatMap((game) => game.itemColumns)),
  presentedPosition,
  column(
    'presented_item',
    'integer',
    "Where the session presented the target item among its instance's target items (demonstration items not counted), from 1; item is its place as authored",
  ),
  column(
    'response',
    'string',
    games.length === 1
      ? games[0]!.response.description
      : `The answer given, as its game says it: ${games.map((game) => game.response.description).join('; ')}`,
    {
      allowedValues: games.every((game) => game.response.values)
        ? [...new Set(games.flatMap((game) => game.response.values ?? []))]
        : null,
    },
  ),
  boolean('correct', 'Whether the response matches the true answer'),
  column(
    'reaction_time_ms',
    'integer',
    `From the item's paint on the device to the answer's touch, click or key press. An item takes answers only from ${INPUT_LOCK_MS} ms after its paint (so never less); an item shown anew (after the page was hidden, or left for over ${REACTION_TIME_MAX_MS / 60_000} minutes, so never more) is timed from its last paint`,
    { unit: 'ms' },
  ),
  column('input_type', 'string', 'How the answer was given', { allowedValues: INPUT_TYPES }),
  column(
    'early_taps',
    'integer',
    `Touches, clicks and key presses while the item took no answers (before its paint, and ${INPUT_LOCK_MS} ms after each paint); often a double tap's second tap. At most ${EARLY_TAPS_MAX}; NA for answers recorded before they were counted`,
    { unit: 'taps' },
  ),
  column(
    'first_early_tap_ms',
    'integer',
    "From the item's first paint to its first early tap (0 when that came before the paint); missing (NA) without early taps",
    { unit: 'ms' },
  ),
  column(
    'hidden_ms',
    'integer',
    `Total time the page was hidden (screen off, another app) while the item was on it, at most ${HIDDEN_MAX_MS / 86_400_000} days; the item was then shown anew, and reaction_time_ms and client_shown_at count from its last paint. 0 when never hidden; NA for answers recorded before it was kept`,
    { unit: 'ms' },
  ),
  datetime(
    'client_shown_at',
    "When the item was shown (its last paint, when shown anew), by the device's clock",
  ),
  datetime('client_answered_at', "When the item was answered, by the device's clock"),
  datetime('server_received_at', 'When the server stored the answer'),
  // Last: empty in the rows of a game that has none, so those rows share their text.
  ...uniqueByName(games.flatMap((game) => game.response.columns ?? [])),
];

/** The scores of some answers: the common ones, with each game's own among them. */
const scoreColumns = (gameScores: readonly (readonly CodebookColumn[])[]): CodebookColumn[] => [
  column('target_items', 'integer', 'Target items to answer', { unit: 'items' }),
  column('answered', 'integer', 'Target items answered', { unit: 'items' }),
  // Not `correct`, which the trials hold as a boolean: one name, one variable.
  column('correct_count', 'integer', 'Answers that match the true answer', { unit: 'items' }),
  column('accuracy', 'number', 'correct_count / answered; missing (NA) when nothing is answered', {
    unit: 'proportion (0 to 1)',
  }),
  ...gameScores.flat(),
  column(
    'median_correct_rt_ms',
    'number',
    'Median reaction time of the correct answers; missing (NA) without one',
    { unit: 'ms' },
  ),
];

/**
 * sessions.csv / sessions.jsonl: one row per session with its scores (docs/scoring.md): the
 * common ones of all its answers, and each playable game's own of that game's answers.
 */
const sessionTableColumns = (games: readonly GameColumns[]): CodebookColumn[] => [
  ...sessionColumns,
  datetime('created_at', 'When the play link was made'),
  datetime('started_at', 'When the child started; missing (NA) when not started'),
  datetime('completed_at', 'When the last item was answered; missing (NA) until then'),
  datetime(
    'ended_early_at',
    'When the session ended before its last item (see early_end); missing (NA) when it did not',
  ),
  datetime('expires_at', 'When the play link stops opening the session'),
  ...scoreColumns(games.map((game) => game.scores)),
];

/**
 * instances.csv / instances.jsonl: one row per session and instance of its assessment (answered
 * or not), with the instance's facts and the scores of its answers in that session.
 */
const instanceTableColumns = (games: readonly GameColumns[]): CodebookColumn[] => [
  ...sessionColumns,
  ...instanceColumns,
  ...uniqueByName(
    games.flatMap(({ trials }) =>
      trials.itemColumns.filter((c) => trials.instanceColumnNames.includes(c.name)),
    ),
  ),
  presentedPosition,
  ...scoreColumns(games.map((game) => game.scores)),
];

const uniqueByName = (columns: readonly CodebookColumn[]) => [
  ...new Map(columns.map((c) => [c.name, c])).values(),
];

/** The tables' columns, with the playable games' own. */
export const codebookOf = (games: readonly GameColumns[]): Codebook => ({
  trials: trialColumnsOf(games.map((game) => game.trials)),
  sessions: sessionTableColumns(games),
  instances: instanceTableColumns(games),
});

/** The tables' columns. */
export type Codebook = {
  trials: readonly CodebookColumn[];
  sessions: readonly CodebookColumn[];
  instances: readonly CodebookColumn[];
};
