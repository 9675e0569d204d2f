// The codebook of an export: every column of its two tables with its type, unit, allowed values
// and meaning. The export writes exactly these columns in this order (a test holds it to that),
// and the codebook files and dataset_description.json are made from this list. The trials'
// columns about the item answered, and the values of a response, are the playable games'
// (games/<game>-export.ts); games/registry.ts puts them together (`codebook()`, `CODEBOOK`).
import { INPUT_TYPES } from '../play.ts';
import { SESSION_STATES } from '../sessions.ts';
import { boolean, column, datetime, type Cell, type CodebookColumn } from './columns.ts';

export type { Cell, CodebookColumn, ColumnType } from './columns.ts';

/** Columns both tables start with: who played what, pseudonymised (subject IDs, never names). */
const sessionColumns = [
  column('session_id', 'integer', 'The session: one run of one assessment by one participant'),
  column('subject_id', 'string', "The participant's subject ID (names are never exported)"),
  column('school', 'string', "Name of the participant's school; missing (NA) when none"),
  column(
    'group',
    'string',
    "The participant's group label (a class, e.g. 3b); missing (NA) when none",
  ),
  column('assessment_id', 'integer', 'The assessment played'),
  column('assessment', 'string', 'Name of the assessment'),
] as const;

/** What a playable game adds to the trials (games/<game>-export.ts). */
export interface GameTrialColumns {
  /** Its columns about the item answered, written by its `trialCells`. */
  itemColumns: readonly CodebookColumn[];
  /** What its `response` says, and every value it takes (null when not a short list). */
  response: { description: string; values: readonly string[] | null };
}

/**
 * trials.csv / trials.jsonl: one row per answer, in play order within each session. The columns
 * about the item are each game's in turn (a name two games share is listed once); `response`
 * lists allowed values when every game does.
 */
export const trialColumnsOf = (games: readonly GameTrialColumns[]): CodebookColumn[] => [
  ...sessionColumns,
  column('position', 'integer', 'Place of the instance in the assessment, counted from 1'),
  column('instance_id', 'integer', 'The instance answered'),
  column('instance_sequence_number', 'integer', "The instance's sequence number"),
  column(
    'instance_content_hash',
    'string',
    "SHA-256 (hex) of the instance's content: equal hashes mean the same exercise",
  ),
  column('item', 'integer', 'The target item within the instance, counted from 1'),
  ...[...new Map(games.flatMap((game) => game.itemColumns).map((c) => [c.name, c])).values()],
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
    "From the item's first paint on the device to the answer's touch or click",
    { unit: 'ms' },
  ),
  column('input_type', 'string', 'How the answer was given', { allowedValues: INPUT_TYPES }),
  datetime('client_shown_at', "When the item was first shown, by the device's clock"),
  datetime('client_answered_at', "When the item was answered, by the device's clock"),
  datetime('server_received_at', 'When the server stored the answer'),
];

/**
 * sessions.csv / sessions.jsonl: one row per session with its scores (docs/scoring.md): the
 * common ones of all its answers, and each playable game's own of that game's answers.
 */
export const sessionColumnsOf = (
  gameColumns: readonly (readonly CodebookColumn[])[],
): CodebookColumn[] => [
  ...sessionColumns,
  column('state', 'string', 'Where the session stood when exported', {
    allowedValues: SESSION_STATES,
  }),
  datetime('created_at', 'When the play link was made'),
  datetime('started_at', 'When the child started; missing (NA) when not started'),
  datetime('completed_at', 'When the last item was answered; missing (NA) until then'),
  datetime('expires_at', 'When the play link stops opening the session'),
  column('target_items', 'integer', 'Target items of the assessment to answer'),
  column('answered', 'integer', 'Target items answered'),
  // Not `correct`, which the trials hold as a boolean: one name, one variable.
  column('correct_count', 'integer', 'Answers that match the true answer'),
  column(
    'accuracy',
    'number',
    'correct / answered, from 0 to 1; missing (NA) when nothing is answered',
  ),
  ...gameColumns.flat(),
  column(
    'median_correct_rt_ms',
    'number',
    'Median reaction time of the correct answers; missing (NA) without one',
    { unit: 'ms' },
  ),
];

/** A trial's cells by column name: the shared columns' and its game's. */
export type ExportTrialRow = Record<string, Cell>;
/** A session's cells by column name: the shared columns' and its games' scores. */
export type ExportSessionRow = Record<string, Cell>;

/** The two tables' columns. */
export type Codebook = {
  trials: readonly CodebookColumn[];
  sessions: readonly CodebookColumn[];
};
