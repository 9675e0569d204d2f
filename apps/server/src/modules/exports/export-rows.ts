// The rows of an export's two tables, made one by one from the streamed query rows: trials from
// answers, sessions (with their scores) from each session's answers, which arrive together.
import {
  canonicalJson,
  itemColumnNames,
  numberFromOne,
  commonScores,
  outcomeCounts,
  playableGameSlugs,
  playRulesFor,
  type Cell,
  type PlayRules,
  type ScoredAnswer,
  type ExportSessionRow,
  type ExportTrialRow,
} from '@cogniplay/contract';
import type {
  InstanceRow,
  SessionAnswerRow,
  SessionFields,
  TrialsPageRow,
} from './exports.repository.ts';
import { sessionStateOfRow } from '../../db/session-state-of-row.ts';

/** Rows written so far, per table: the audit entry reports them. */
export interface RowCounts {
  trials: number;
  sessions: number;
}

const sessionCells = (row: SessionFields) => ({
  session_id: row.session_id,
  subject_id: row.subject_id,
  school: row.school,
  group: row.group_label,
  assessment_id: row.assessment_id,
  assessment: row.assessment,
});

/** An instance of the exported sessions: its facts, and its game's cells of each item. */
export interface InstanceFacts {
  sequence_number: number;
  content_hash: string;
  items: Record<string, Cell>[];
}

const instanceKey = (game: string, id: number) => `${game}/${id}`;

/** The instances by game and id, each item's cells made by its game, once per export. */
export function instanceFacts(rows: readonly InstanceRow[]): ReadonlyMap<string, InstanceFacts> {
  // Every game's item columns in each row (empty where another game's), so that every line of
  // the JSON lines has the codebook's keys, in its order.
  const noItem = Object.fromEntries(itemColumnNames().map((name) => [name, null]));
  return new Map(
    rows.map((row) => [
      instanceKey(row.game, row.id),
      {
        sequence_number: row.sequence_number,
        content_hash: row.content_hash,
        items: playRulesFor(row.game)
          .itemCells(row.content)
          .map((cells) => ({ ...noItem, ...cells })),
      },
    ]),
  );
}

export async function* trialRows(
  rows: AsyncIterable<TrialsPageRow>,
  instances: ReadonlyMap<string, InstanceFacts>,
  counts: RowCounts,
): AsyncGenerator<ExportTrialRow> {
  for await (const row of rows) {
    // A session without answers has no trials.
    if (
      row.position === null ||
      row.item_index === null ||
      row.game === null ||
      row.instance_id === null
    ) {
      continue;
    }
    const instance = instances.get(instanceKey(row.game, row.instance_id));
    const item = instance?.items[row.item_index];
    // The play API stores only answers to items of the assessment's (frozen) instances.
    if (!instance || !item)
      throw new Error(`Answer to an unknown item of session ${row.session_id}`);
    counts.trials += 1;
    yield {
      ...sessionCells(row),
      position: numberFromOne(row.position),
      instance_id: row.instance_id,
      instance_sequence_number: instance.sequence_number,
      instance_content_hash: instance.content_hash,
      item: numberFromOne(row.item_index),
      // The game's columns of the item (games/<game>-export.ts in the contract).
      ...item,
      // As its game's answer schema has it: a string as it is (rule finding's `fits`), any
      // other JSON as its text.
      response: typeof row.response === 'string' ? row.response : canonicalJson(row.response),
      correct: row.correct,
      reaction_time_ms: row.reaction_time_ms,
      input_type: row.input_type,
      client_shown_at: row.client_shown_at,
      client_answered_at: row.client_answered_at,
      server_received_at: row.server_received_at,
    };
  }
}

function sessionRow(
  row: SessionAnswerRow,
  answers: readonly ScoredAnswer[],
  targetItems: number,
  games: readonly PlayRules[],
  now: Date,
): ExportSessionRow {
  const scores = commonScores(answers, targetItems);
  const counts = outcomeCounts(answers);
  return {
    ...sessionCells(row),
    state: sessionStateOfRow({ ...row, answered_count: answers.length }, now),
    created_at: row.created_at,
    started_at: row.started_at,
    completed_at: row.completed_at,
    expires_at: row.expires_at,
    target_items: scores.targetItems,
    answered: scores.answered,
    correct_count: scores.correct,
    accuracy: scores.accuracy,
    // Each playable game's own scores of the session's answers of that game.
    ...Object.assign({}, ...games.map((game) => game.sessionCells(counts))),
    median_correct_rt_ms: scores.medianCorrectRtMs,
  };
}

/** One row per session: its rows arrive together, so only one session's answers are held. */
export async function* sessionRows(
  rows: AsyncIterable<SessionAnswerRow>,
  targetCounts: ReadonlyMap<number, number>,
  counts: RowCounts,
  now = new Date(),
): AsyncGenerator<ExportSessionRow> {
  let current: SessionAnswerRow | undefined;
  let answers: ScoredAnswer[] = [];
  const games = playableGameSlugs().map(playRulesFor);
  const finish = (session: SessionAnswerRow) => {
    counts.sessions += 1;
    return sessionRow(session, answers, targetCounts.get(session.assessment_id) ?? 0, games, now);
  };
  for await (const row of rows) {
    if (current && current.session_id !== row.session_id) {
      yield finish(current);
      answers = [];
    }
    current = row;
    if (row.outcome !== null && row.correct !== null && row.reaction_time_ms !== null) {
      answers.push({
        outcome: row.outcome,
        correct: row.correct,
        reactionTimeMs: row.reaction_time_ms,
      });
    }
  }
  if (current) yield finish(current);
}
