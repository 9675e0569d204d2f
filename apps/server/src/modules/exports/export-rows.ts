// The rows of an export's tables, made one by one from the streamed query rows: trials from
// answers; sessions, and each session's instances, with their scores from the session's
// answers, which arrive together.
import {
  commonScores,
  itemColumnNames,
  responseColumnNames,
  numberFromOne,
  outcomeCounts,
  playableGameSlugs,
  playRulesFor,
  sessionOrder,
  type Cell,
  type PlayOrder,
  type PlayRules,
  type ScoredAnswer,
  type SessionState,
} from '@cogniplay/contract';
import type {
  AssessmentItemRow,
  InstanceRow,
  SessionAnswerRow,
  SessionFields,
  TrialsPageRow,
} from './exports.repository.ts';
import { sessionStateOfRow } from '../../db/session-state-of-row.ts';
import type { Cells, TableRow } from './table-files.ts';

/** Rows written so far, per table: the audit entry reports them. */
export interface RowCounts {
  trials: number;
  sessions: number;
  instances: number;
}

/**
 * Who played what, by which design, the how-manyth time, where it stands, and the examiner's
 * review.
 */
const sessionCells = (row: SessionFields, state: SessionState) => ({
  session_id: row.session_id,
  subject_id: row.subject_id,
  school: row.school,
  group: row.group_label,
  age_months: row.age_months,
  sex: row.sex,
  assessment_id: row.assessment_id,
  assessment: row.assessment,
  show_demonstration: row.show_demonstration,
  give_feedback: row.give_feedback,
  picture_set: row.picture_set,
  instance_order: row.instance_order,
  shuffle_items: row.shuffle_items,
  order_seed: row.order_seed,
  attempt: row.attempt,
  state,
  early_end: row.early_end_reason,
  stop_reason: row.stop_reason,
  discarded_answers: row.discarded_answers,
  excluded: row.excluded,
  exclusion_reason: row.exclusion_reason,
  irregularities: row.irregularities,
  examiner_notes: row.examiner_notes,
});

/** Where the session presented each item (`position:item` → its places, from 1). */
function presentedPlaces(order: PlayOrder) {
  const places = new Map<string, [number, number]>();
  for (const [place, { position, items }] of order.entries()) {
    for (const [itemPlace, item] of items.entries()) {
      places.set(`${position}:${item}`, [place + 1, itemPlace + 1]);
    }
  }
  return (position: number, item: number) => places.get(`${position}:${item}`) ?? [null, null];
}

/** Where the session presented the instance at `position`, from 1. */
function presentedPosition(order: PlayOrder, position: number) {
  const place = order.findIndex((instance) => instance.position === position);
  return place < 0 ? null : place + 1;
}

/** A session's order: made again from its assessment's design and what the session keeps. */
export type OrderOf = (session: SessionFields) => PlayOrder;

/** An instance of the exported sessions: its facts, and its game's cells of each item. */
export interface InstanceFacts {
  game: string;
  id: number;
  sequence_number: number;
  content_hash: string;
  label: string | null;
  exercise_name: string | null;
  items: Record<string, Cell>[];
  /** Its game's cells that are facts of the whole instance (its rule). */
  facts: Record<string, Cell>;
}

const instanceKey = (game: string, id: number) => `${game}/${id}`;

/**
 * Each session's order, from its assessment's design and target items (frozen once it has
 * sessions) and the seed and rotation the session keeps.
 */
export function sessionOrders(
  items: ReadonlyMap<number, readonly AssessmentItemRow[]>,
  instances: ReadonlyMap<string, InstanceFacts>,
): OrderOf {
  return (session) => {
    const counts = (items.get(session.assessment_id) ?? []).map(
      (item) => instances.get(instanceKey(item.game, item.instance_id))?.items.length ?? 0,
    );
    return sessionOrder(
      { instanceOrder: session.instance_order, shuffleItems: session.shuffle_items },
      counts,
      { orderSeed: session.order_seed, orderRotation: session.order_rotation },
    );
  };
}

/** The instances by game and id, each item's cells made by its game, once per export. */
export function instanceFacts(rows: readonly InstanceRow[]): ReadonlyMap<string, InstanceFacts> {
  // Every game's item columns in each row (empty where another game's), so that every line of
  // the JSON lines has the codebook's keys, in its order.
  const noItem = Object.fromEntries(itemColumnNames().map((name) => [name, null]));
  const noFact = Object.fromEntries(instanceFactNames().map((name) => [name, null]));
  return new Map(
    rows.map((row) => {
      const rules = playRulesFor(row.game);
      const items = rules.itemCells(row.content).map((cells) => ({ ...noItem, ...cells }));
      const first = items[0] ?? {};
      return [
        instanceKey(row.game, row.id),
        {
          game: row.game,
          id: row.id,
          sequence_number: row.sequence_number,
          content_hash: row.content_hash,
          label: row.label,
          exercise_name: row.exercise_name,
          items,
          facts: {
            ...noFact,
            ...Object.fromEntries(rules.instanceColumnNames.map((name) => [name, first[name]!])),
          },
        },
      ];
    }),
  );
}

/** Every playable game's columns of instance facts, in order. */
const instanceFactNames = () => [
  ...new Set(playableGameSlugs().flatMap((game) => playRulesFor(game).instanceColumnNames)),
];

/** The instance's place in the assessment and what identifies it. */
const instanceCells = (position: number, instance: InstanceFacts) => ({
  position: numberFromOne(position),
  game: instance.game,
  instance_id: instance.id,
  instance_sequence_number: instance.sequence_number,
  instance_content_hash: instance.content_hash,
  instance_label: instance.label,
  instance_exercise: instance.exercise_name,
});

/** The same cells object for the same key, made once: a row part many rows share. */
function sharedParts() {
  const parts = new Map<string, Cells>();
  return (key: string, make: () => Cells) => {
    let part = parts.get(key);
    if (part === undefined) {
      part = make();
      parts.set(key, part);
    }
    return part;
  };
}

export async function* trialRows(
  rows: AsyncIterable<TrialsPageRow>,
  instances: ReadonlyMap<string, InstanceFacts>,
  orderOf: OrderOf,
  counts: RowCounts,
  now = new Date(),
): AsyncGenerator<TableRow> {
  // A session's own row comes before its answers: its cells are made once, at its first answer
  // (a session without answers has no trials); an item's at a place, once.
  let session: SessionFields | undefined;
  // Every game's columns about an answer beyond `response`, last in each row: empty in the rows of
  // a game that has none (one shared part, its text made once), another game's empty in a row.
  const noResponse = Object.fromEntries(responseColumnNames().map((name) => [name, null]));
  let cells: { id: number; cells: Cells; placeOf: ReturnType<typeof presentedPlaces> } | undefined;
  const placedItem = sharedParts();
  for await (const row of rows) {
    if (row.session) {
      session = row.session;
      continue;
    }
    if (
      row.position === null ||
      row.item_index === null ||
      row.game === null ||
      row.instance_id === null
    ) {
      throw new Error(`An answer of session ${row.session_id} without its item`);
    }
    const key = instanceKey(row.game, row.instance_id);
    const instance = instances.get(key);
    const item = instance?.items[row.item_index];
    // The play API stores only answers to items of the assessment's (frozen) instances.
    if (!instance || !item || session?.session_id !== row.session_id)
      throw new Error(`Answer to an unknown item of session ${row.session_id}`);
    if (cells?.id !== row.session_id) {
      // Its state as of the export: this answer is one it has.
      const state = sessionStateOfRow({ ...session, answered_count: 1 }, now);
      cells = {
        id: row.session_id,
        cells: sessionCells(session, state),
        placeOf: presentedPlaces(orderOf(session)),
      };
    }
    const [presentedPosition, presentedItem] = cells.placeOf(row.position, row.item_index);
    const rules = playRulesFor(row.game);
    const responseColumns = rules.responseColumnCells(row.response);
    const { position, item_index: itemIndex } = row;
    counts.trials += 1;
    yield {
      shared: [
        cells.cells,
        placedItem(`${position} ${key} ${itemIndex}`, () => ({
          ...instanceCells(position, instance),
          item: numberFromOne(itemIndex),
          // The game's columns of the item (games/<game>-export.ts in the contract).
          ...item,
        })),
      ],
      own: {
        presented_position: presentedPosition,
        presented_item: presentedItem,
        // As its game writes it: rule finding's `fits` as it is, hand gesture's gesture.
        response: rules.responseCell(row.response),
        correct: row.correct,
        reaction_time_ms: row.reaction_time_ms,
        input_type: row.input_type,
        early_taps: row.early_taps,
        first_early_tap_ms: row.first_early_tap_ms,
        hidden_ms: row.hidden_ms,
        client_shown_at: row.client_shown_at,
        client_answered_at: row.client_answered_at,
        server_received_at: row.server_received_at,
      },
      after: [responseColumns ? { ...noResponse, ...responseColumns } : noResponse],
    };
  }
}

/** A session's or an instance's answers as scoring needs them, with their instance's place. */
type PlacedAnswer = ScoredAnswer & { position: number };

/** The common scores of the answers, and each game's own of its answers among them. */
function scoreCells(
  answers: readonly ScoredAnswer[],
  targetItems: number,
  games: readonly PlayRules[],
) {
  const scores = commonScores(answers, targetItems);
  const counts = outcomeCounts(answers);
  return {
    target_items: scores.targetItems,
    answered: scores.answered,
    correct_count: scores.correct,
    accuracy: scores.accuracy,
    // Each playable game's own scores of its answers (a game ignores other games' outcomes).
    ...Object.assign({}, ...games.map((game) => game.sessionCells(counts))),
    median_correct_rt_ms: scores.medianCorrectRtMs,
  };
}

/**
 * Each session with its answers, as they arrive together: only one session's answers are held.
 */
async function* answersBySession(
  rows: AsyncIterable<SessionAnswerRow>,
): AsyncGenerator<{ session: SessionFields; answers: PlacedAnswer[] }> {
  let current: SessionFields | undefined;
  let answers: PlacedAnswer[] = [];
  for await (const row of rows) {
    if (row.session) {
      if (current) yield { session: current, answers };
      current = row.session;
      answers = [];
      continue;
    }
    if (
      current?.session_id !== row.session_id ||
      row.position === null ||
      row.outcome === null ||
      row.correct === null ||
      row.reaction_time_ms === null
    ) {
      throw new Error(`An answer of session ${row.session_id} out of its place`);
    }
    answers.push({
      position: row.position,
      outcome: row.outcome,
      correct: row.correct,
      reactionTimeMs: row.reaction_time_ms,
    });
  }
  if (current) yield { session: current, answers };
}

/** The session's state at the export's moment, from its answers received by then. */
const stateOf = (session: SessionFields, answers: readonly ScoredAnswer[], now: Date) =>
  sessionStateOfRow({ ...session, answered_count: answers.length }, now);

/** One row per session, with the scores of all its answers. */
export async function* sessionRows(
  rows: AsyncIterable<SessionAnswerRow>,
  targetCounts: ReadonlyMap<number, number>,
  counts: RowCounts,
  now = new Date(),
): AsyncGenerator<TableRow> {
  const games = playableGameSlugs().map(playRulesFor);
  for await (const { session, answers } of answersBySession(rows)) {
    counts.sessions += 1;
    yield {
      shared: [],
      own: {
        ...sessionCells(session, stateOf(session, answers, now)),
        created_at: session.created_at,
        started_at: session.started_at,
        completed_at: session.completed_at,
        ended_early_at: session.ended_early_at,
        expires_at: session.expires_at,
        ...scoreCells(answers, targetCounts.get(session.assessment_id) ?? 0, games),
      },
    };
  }
}

/**
 * One row per session and instance of its assessment, answered or not, with the instance's
 * facts and the scores of the session's answers to it.
 */
export async function* instanceRows(
  rows: AsyncIterable<SessionAnswerRow>,
  items: ReadonlyMap<number, readonly AssessmentItemRow[]>,
  instances: ReadonlyMap<string, InstanceFacts>,
  orderOf: OrderOf,
  counts: RowCounts,
  now = new Date(),
): AsyncGenerator<TableRow> {
  const games = playableGameSlugs().map(playRulesFor);
  const placedInstance = sharedParts();
  for await (const { session, answers } of answersBySession(rows)) {
    const cells = sessionCells(session, stateOf(session, answers, now));
    const order = orderOf(session);
    for (const item of items.get(session.assessment_id) ?? []) {
      const key = instanceKey(item.game, item.instance_id);
      const instance = instances.get(key);
      if (!instance) throw new Error(`Unknown instance of assessment ${session.assessment_id}`);
      counts.instances += 1;
      yield {
        shared: [
          cells,
          placedInstance(`${item.position} ${key}`, () => ({
            ...instanceCells(item.position, instance),
            ...instance.facts,
          })),
        ],
        own: {
          presented_position: presentedPosition(order, item.position),
          ...scoreCells(
            answers.filter((answer) => answer.position === item.position),
            instance.items.length,
            games,
          ),
        },
      };
    }
  }
}
