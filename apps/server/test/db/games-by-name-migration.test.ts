// The migration that puts every game's instances in one table known by (game, id), on a database
// holding instances of both games (with ids that repeat across them), an assessment, sessions
// (completed, in progress, revoked), answers, an erased participant and audit rows: every row
// is kept, instances and answers name their game, and the export reads the same rows after it.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAND_GESTURE_INSTANCE_COLUMN_NAMES,
  HAND_GESTURE_TRIAL_COLUMNS,
} from '@cogniplay/contract';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import * as schema from '../../src/db/schema/index.ts';
import { readSessionPages } from '../../src/db/session-pages.ts';
import {
  databaseNow,
  instancesQuery,
  sessionAnswersPage,
  type InstanceRow,
  sessionsWhere,
  trialsPage,
} from '../../src/modules/exports/exports.repository.ts';
import { instanceFacts } from '../../src/modules/exports/export-rows.ts';
import { migratedUpTo } from './migration-before.ts';

/** Hand gesture's columns, empty in a rule-finding instance's cells. */
const noHandGesture = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, null]));

let db: PGlite;
type Row = Record<string, unknown>;
const before: Record<string, Row[]> = {};

const item = (on: boolean) =>
  `{"matchesRule": ${on}, "ruleFindingElement": {"characteristics": ["${on ? 'on' : 'off'}"]}}`;
const itemData = (first: boolean) =>
  `{"rule": {"$type": "property", "index": 0, "value": "on"}, "demonstrationItems": [${item(true)}], "targetItems": [${item(first)}, ${item(!first)}]}`;

/** Every row of a table, in a stable order, as the database answers them. */
async function rowsOf(table: string, order: string): Promise<Row[]> {
  return (await db.query<Row>(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
}

const TABLES: [string, string][] = [
  ['research_institutes', 'id'],
  ['participants', 'id'],
  ['assessments', 'id'],
  ['assessment_items', 'assessment_id, position'],
  ['assessment_sessions', 'id'],
  ['session_answers', 'id'],
  ['audit_log', 'id'],
];

let applyLater: () => Promise<void>;

beforeAll(async () => {
  let applyIt: () => Promise<void>;
  ({ db, applyIt, applyLater } = await migratedUpTo('_games_by_name.sql'));
  await db.exec(`
    INSERT INTO research_institutes (name) VALUES ('Institute');
    INSERT INTO rule_finding_instances (sequence_number, label, exercise_name, item_data, item_count, content_hash)
      VALUES (7, 'First', 'Exercise', '${itemData(true)}', 2, 'rf-a'),
             (8, NULL, 'Exercise', '${itemData(false)}', 2, 'rf-b');
    INSERT INTO hand_gesture_instances (exercise_name, task_data, content_hash)
      VALUES ('Gestures', '{"gesture": "fist"}', 'hg-a'), (NULL, '{"gesture": "flat"}', 'hg-b');
    INSERT INTO assessments (name, research_institute_id, locked_at) VALUES ('A', 1, now());
    INSERT INTO assessment_items (assessment_id, position, instance_id) VALUES (1, 0, 2), (1, 1, 1);
    INSERT INTO participants (subject_id, research_institute_id) VALUES ('P-1', 1), ('P-2', 1);
    INSERT INTO assessment_sessions (assessment_id, participant_id, token_hash, expires_at,
        started_at, completed_at, revoked_at, answered_count, correct_count, outcome_counts)
      VALUES (1, 1, 'done', now() + interval '1 day', now(), now(), NULL, 4, 3,
                '{"hit": 1, "correct_rejection": 2, "miss": 1}'),
             (1, 2, 'half', now() + interval '1 day', now(), NULL, NULL, 1, 1, '{"hit": 1}'),
             (1, 2, 'gone', now() + interval '1 day', NULL, NULL, now(), 0, 0, '{}');
    INSERT INTO session_answers (session_id, position, item_index, instance_id, response, outcome,
        correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
      VALUES (1, 0, 0, 2, 'does_not_fit', 'correct_rejection', true, 900, 'touch', now(), now()),
             (1, 0, 1, 2, 'fits', 'hit', true, 800, 'touch', now(), now()),
             (1, 1, 0, 1, 'does_not_fit', 'miss', false, 700, 'mouse', now(), now()),
             (1, 1, 1, 1, 'does_not_fit', 'correct_rejection', true, 600, 'key', now(), now()),
             (2, 0, 1, 2, 'fits', 'hit', true, 500, 'pen', now(), now());
    INSERT INTO audit_log (action, entity_type, entity_id, details) VALUES
      ('rule_finding_instances.uploaded', 'rule_finding_instances', 'upload', '{"created": 2}'),
      ('participant.erased', 'participant', '3', '{"sessions": 1, "answers": 10}'),
      ('session.completed', 'session', '1', '{"answeredCount": 4}');
  `);
  for (const [table, order] of TABLES) before[table] = await rowsOf(table, order);
  before.rule_finding_instances = await rowsOf('rule_finding_instances', 'id');
  before.hand_gesture_instances = await rowsOf('hand_gesture_instances', 'id');
  await applyIt();
});
afterAll(() => db.close());

describe('the games-by-name migration', () => {
  it('keeps every instance of both games with its id, content and facts', async () => {
    const rows = await rowsOf('game_instances', 'game, id');
    expect(rows.filter((row) => row.game === 'rule-finding')).toEqual(
      before.rule_finding_instances!.map(({ item_data, ...row }) => ({
        game: 'rule-finding',
        ...row,
        content: item_data,
      })),
    );
    expect(rows.filter((row) => row.game === 'hand-gesture')).toEqual(
      before.hand_gesture_instances!.map(({ task_data, ...row }) => ({
        game: 'hand-gesture',
        ...row,
        sequence_number: null,
        label: null,
        content: task_data,
        item_count: 0,
      })),
    );
  });

  it('keeps every other row; assessment items and answers name their game', async () => {
    for (const [table, order] of TABLES) {
      const withGame = table === 'assessment_items' || table === 'session_answers';
      expect(await rowsOf(table, order), table).toEqual(
        before[table]!.map((row) => (withGame ? { ...row, game: 'rule-finding' } : row)),
      );
    }
  });

  it('exports the same answers and sessions, with the same item facts', async () => {
    // Today's export reads the tables as the later migrations left them.
    await applyLater();
    const orm = drizzle(db, { schema }) as unknown as Db;
    const where = sessionsWhere('all', {});
    const asOf = await databaseNow(orm);
    const trials: Row[] = [];
    for await (const row of readSessionPages<Row & { session_id: number }>(
      orm,
      trialsPage(where, asOf),
    )) {
      trials.push(row);
    }
    const answered = trials.filter((row) => row.position !== null);
    expect(
      answered.map((row) => [row.session_id, row.position, row.item_index, row.instance_id]),
    ).toEqual(
      before.session_answers!.map((row) => [
        row.session_id,
        row.position,
        row.item_index,
        row.instance_id,
      ]),
    );
    expect(answered.map((row) => [row.response, row.correct])).toEqual(
      before.session_answers!.map((row) => [row.response, row.correct]),
    );
    const sessions: Row[] = [];
    for await (const row of readSessionPages<Row & { session_id: number }>(
      orm,
      sessionAnswersPage(where, asOf),
    )) {
      sessions.push(row);
    }
    expect(new Set(sessions.map((row) => row.session_id))).toEqual(new Set([1, 2, 3]));
    const facts = instanceFacts(await queryRows<InstanceRow>(orm, instancesQuery(where)));
    type Item = { matchesRule: boolean; ruleFindingElement: { characteristics: string[] } };
    for (const row of before.rule_finding_instances!) {
      const rule = {
        rule: '1:on',
        rule_json: '{"$type":"property","index":0,"value":"on"}',
        rule_complexity: 0,
        rule_literals: 1,
      };
      expect(facts.get(`rule-finding/${row.id as number}`)).toEqual({
        game: 'rule-finding',
        id: row.id,
        sequence_number: row.sequence_number,
        content_hash: row.content_hash,
        label: row.label,
        exercise_name: row.exercise_name,
        facts: { ...rule, ...noHandGesture(HAND_GESTURE_INSTANCE_COLUMN_NAMES) },
        items: (row.item_data as { targetItems: Item[] }).targetItems.map((t) => ({
          ...noHandGesture(HAND_GESTURE_TRIAL_COLUMNS.map((column) => column.name)),
          characteristic_1: t.ruleFindingElement.characteristics[0],
          characteristic_2: null,
          characteristic_3: null,
          characteristic_4: null,
          matches_rule: t.matchesRule,
          mark_agrees_with_rule: true,
          ...rule,
        })),
      });
    }
  });

  it('gives new instances ids after those of both games, and counts their writes once', async () => {
    const version = async () =>
      (
        await db.query<{ name: string; version: number }>(
          "SELECT name, version::int FROM data_versions WHERE name LIKE '%instances'",
        )
      ).rows;
    // One write by the later migrations: 0027 counts the hand-gesture instances' trials.
    expect(await version()).toEqual([{ name: 'game_instances', version: 1 }]);
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO game_instances (game, content, content_hash) VALUES ('hand-gesture', '{}', 'new') RETURNING id",
    );
    expect(rows).toEqual([{ id: 3 }]);
    expect(await version()).toEqual([{ name: 'game_instances', version: 2 }]);
  });
});
