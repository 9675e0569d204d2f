// POST /api/exports and GET /api/exports/{ticket}: exports of the caller's scope, streamed,
// parsed here with a real CSV parser and held against the codebook and the stored answers.
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAND_GESTURE_RESPONSE_COLUMNS,
  HAND_GESTURE_SESSION_COLUMNS,
  HAND_GESTURE_TRIAL_COLUMNS,
  INSTANCE_COLUMNS,
  SESSION_COLUMNS,
  sessionOrder,
  TRIAL_COLUMNS,
  type CodebookColumn,
  type InstanceOrder,
  type PlayOrder,
  type SubmitAnswerBody,
} from '@cogniplay/contract';
import {
  assessmentItems,
  assessments,
  assessmentSessions,
  auditLog,
  exportTickets,
  participants,
  researchers,
  gameInstances,
  schools,
  sessionAnswers,
} from '../../../src/db/schema/index.ts';
import { loggedUrl } from '../../../src/logger.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';
import type { Persona } from '../organisations-fixture.ts';

let f: AssessmentsFixture;
let assessmentA: number;
let sessionA: { id: number; token: string };
let sessionB: { id: number; token: string };
let erasedSubject: { id: number; session: { id: number; token: string } };

/** Item `itemIndex` of position `position` answered, in 500 + 100 × itemIndex ms. */
const answer = (
  token: string,
  position: number,
  itemIndex: number,
  response: 'fits' | 'does_not_fit',
  reported: Partial<SubmitAnswerBody> = {},
) => f.answer(token, { position, itemIndex }, response, 500 + 100 * itemIndex, reported);

beforeAll(async () => {
  // More files than a user may ask for in 15 minutes by default.
  f = await assessmentsFixture({ env: { EXPORT_RATE_LIMIT: '1000' } });
  // Mia of institute A is in school A, group 3b, with "Comma, quote" in nothing exported.
  await f.t.db
    .update(participants)
    .set({ schoolId: f.schoolA, groupLabel: '3b', birthYear: 2019, birthMonth: 3, sex: 'female' })
    .where(eq(participants.id, f.participantA));
  assessmentA = await f.createAssessment();
  // Shuffled, items too: the trials say where each item was presented.
  await f.t.db
    .update(assessments)
    .set({ instanceOrder: 'shuffled', shuffleItems: true })
    .where(eq(assessments.id, assessmentA));
  sessionA = await f.startSession(assessmentA, f.participantA);
  // A false alarm after two early taps, the tablet asleep for a minute meanwhile.
  await answer(sessionA.token, 0, 0, 'fits', {
    earlyTaps: 2,
    firstEarlyTapMs: 80,
    hiddenMs: 60_000,
  });
  await answer(sessionA.token, 0, 1, 'fits', { earlyTaps: 0, hiddenMs: 0 }); // hit
  await answer(sessionA.token, 1, 2, 'does_not_fit'); // correct rejection
  // The examiner's review, with a note a CSV must quote.
  const reviewed = await f.t.app.inject({
    method: 'PATCH',
    url: `/api/sessions/${sessionA.id}/review`,
    headers: await f.headers('researcherA'),
    payload: {
      notes: 'Fire drill, then "back";\nresumed',
      irregularities: ['interruption', 'noise'],
      exclusion: { reason: 'Fire drill' },
    },
  });
  if (reviewed.statusCode !== 200) throw new Error(`not reviewed: ${reviewed.body}`);
  const erased = await f.insertParticipant(f.instituteA, 'A-ERASED');
  erasedSubject = { id: erased, session: await f.startSession(assessmentA, erased) };
  await answer(erasedSubject.session.token, 0, 0, 'does_not_fit');
  const assessmentB = await f.createAssessment({ instituteId: f.instituteB });
  sessionB = await f.startSession(assessmentB, f.participantB);
  await answer(sessionB.token, 0, 1, 'does_not_fit');
  // The child wanted to stop: the answer before is kept (institute B's default).
  const stopped = await f.t.app.inject({
    method: 'POST',
    url: `/api/play/${sessionB.token}/end`,
    payload: { reason: 'stopped_by_child', stopReason: 'tired' },
  });
  if (stopped.statusCode !== 201) throw new Error(`not stopped: ${stopped.body}`);
}, 180_000);
afterAll(() => f.t.close());

const ask = (body: Record<string, unknown>, persona: Persona = 'researcherA') =>
  f.post('/api/exports', body, persona);

/** Asks for the file and downloads it; the response of the download. */
async function download(body: Record<string, unknown>, persona: Persona = 'researcherA') {
  const asked = await ask(body, persona);
  expect(asked.statusCode, asked.body).toBe(201);
  return f.t.app.inject({ url: asked.json().url });
}

const csvRecords = (text: string): Record<string, string>[] =>
  parse(text, { columns: true, record_delimiter: '\r\n', strict: true } as never);

/** Every record of a CSV file as its fields, the header first. */
const csvArrays = (text: string): string[][] =>
  parse(text, { record_delimiter: '\r\n', strict: true } as never);

/** A value as a CSV cell, as R and pandas read one by default: NA for none, TRUE or FALSE. */
const cell = (value: string | number | boolean | null) =>
  value === null ? 'NA' : typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value);

/** A time as the export writes it: UTC ISO 8601 with milliseconds; NA for none. */
const utc = (time: Date | null) => (time === null ? 'NA' : time.toISOString());

/** Every session with its participant, school and assessment, in id order. */
function sessionsJoined() {
  return (
    f.t.db
      .select({
        session: assessmentSessions,
        subjectId: participants.subjectId,
        school: schools.name,
        sex: participants.sex,
        assessment: assessments,
      })
      .from(assessmentSessions)
      .innerJoin(participants, eq(participants.id, assessmentSessions.participantId))
      // The school and group the session recorded, not the participant's now.
      .leftJoin(schools, eq(schools.id, assessmentSessions.schoolId))
      .innerJoin(assessments, eq(assessments.id, assessmentSessions.assessmentId))
      .orderBy(assessmentSessions.id)
  );
}

type JoinedSession = Awaited<ReturnType<typeof sessionsJoined>>[number];

/**
 * The columns every file starts with: who played what, by which design, the how-manyth time
 * (among the participant's sessions of the assessment, all of which `all` holds) and the state
 * (as the API says it).
 */
async function whoPlayed({ session, ...row }: JoinedSession, all: readonly JoinedSession[]) {
  const state = (await f.get(`/api/sessions/${session.id}`, 'admin')).json().session.state;
  const attempt = all.filter(
    (other) =>
      other.session.participantId === session.participantId &&
      other.session.assessmentId === session.assessmentId &&
      other.session.id <= session.id,
  ).length;
  return {
    session_id: String(session.id),
    subject_id: row.subjectId,
    school: cell(row.school),
    group: cell(session.groupLabel),
    age_months: cell(session.ageMonths),
    sex: cell(row.sex),
    assessment_id: String(session.assessmentId),
    assessment: row.assessment.name,
    show_demonstration: cell(row.assessment.showDemonstration),
    give_feedback: cell(row.assessment.giveFeedback),
    picture_set: row.assessment.pictureSet,
    instance_order: row.assessment.instanceOrder,
    shuffle_items: cell(row.assessment.shuffleItems),
    order_seed: cell(session.orderSeed),
    attempt: String(attempt),
    state: state as string,
    early_end: cell(session.earlyEndReason),
    stop_reason: cell(session.stopReason),
    discarded_answers: cell(session.discardedAnswers),
    excluded: cell(session.excludedAt !== null),
    exclusion_reason: cell(session.exclusionReason),
    irregularities: cell(session.irregularities.join(';') || null),
    examiner_notes: cell(session.examinerNotes || null),
  };
}

/**
 * Each session's order (every assessment here has three instances of three target items), as
 * the play API gives it the tablet: from the assessment's design and the session's seed and
 * rotation.
 */
async function ordersById(): Promise<Map<number, PlayOrder>> {
  return new Map(
    (await sessionsJoined()).map(({ session, assessment }) => [
      session.id,
      sessionOrder(
        {
          instanceOrder: assessment.instanceOrder as InstanceOrder,
          shuffleItems: assessment.shuffleItems,
        },
        [3, 3, 3],
        session,
      ),
    ]),
  );
}

/** Every session's first columns, by session id. */
async function sessionsWhoPlayed() {
  const all = await sessionsJoined();
  return new Map(
    await Promise.all(all.map(async (row) => [row.session.id, await whoPlayed(row, all)] as const)),
  );
}

/**
 * Every stored answer of every session with what the file joins to it, as the trials file must
 * write it, in its order (session, position, item). The instance is the assessment's at the
 * answer's position; item, truth and characteristics are read from the instance's content.
 */
async function storedTrials(): Promise<Record<string, string>[]> {
  const sessions = await sessionsWhoPlayed();
  const orders = await ordersById();
  const rows = await f.t.db
    .select({
      answer: sessionAnswers,
      instanceId: assessmentItems.instanceId,
      sequenceNumber: gameInstances.sequenceNumber,
      contentHash: gameInstances.contentHash,
      label: gameInstances.label,
      exercise: gameInstances.exerciseName,
      itemData: gameInstances.content,
    })
    .from(sessionAnswers)
    .innerJoin(assessmentSessions, eq(assessmentSessions.id, sessionAnswers.sessionId))
    .innerJoin(
      assessmentItems,
      and(
        eq(assessmentItems.assessmentId, assessmentSessions.assessmentId),
        eq(assessmentItems.position, sessionAnswers.position),
      ),
    )
    .innerJoin(
      gameInstances,
      and(
        eq(gameInstances.game, assessmentItems.game),
        eq(gameInstances.id, assessmentItems.instanceId),
      ),
    )
    .orderBy(assessmentSessions.id, sessionAnswers.position, sessionAnswers.itemIndex);
  return rows.map(({ answer, ...row }) => {
    expect(answer.instanceId).toBe(row.instanceId);
    const item = (
      row.itemData as {
        targetItems: { matchesRule: boolean; ruleFindingElement: { characteristics: string[] } }[];
      }
    ).targetItems[answer.itemIndex]!;
    const characteristics = item.ruleFindingElement.characteristics;
    // What the server decided when it stored the answer agrees with the item's truth.
    expect(answer.correct).toBe((answer.response === 'fits') === item.matchesRule);
    // Where the session presented it.
    const order = orders.get(answer.sessionId)!;
    const presentedPosition = order.findIndex((i) => i.position === answer.position);
    return {
      ...sessions.get(answer.sessionId)!,
      position: String(answer.position + 1),
      game: 'rule-finding',
      instance_id: String(row.instanceId),
      instance_sequence_number: String(row.sequenceNumber),
      instance_content_hash: row.contentHash,
      instance_label: cell(row.label),
      instance_exercise: cell(row.exercise),
      item: String(answer.itemIndex + 1),
      characteristic_1: characteristics[0] ?? 'NA',
      characteristic_2: characteristics[1] ?? 'NA',
      characteristic_3: characteristics[2] ?? 'NA',
      characteristic_4: characteristics[3] ?? 'NA',
      matches_rule: cell(item.matchesRule),
      // The fixture's instances all have the rule "characteristic 1 is on", and marks by it.
      mark_agrees_with_rule: 'TRUE',
      rule: '1:on',
      rule_json: '{"$type":"property","index":0,"value":"on"}',
      rule_complexity: '0',
      rule_literals: '1',
      presented_position: String(presentedPosition + 1),
      presented_item: String(order[presentedPosition]!.items.indexOf(answer.itemIndex) + 1),
      // Rule finding's answers are JSON strings.
      response: answer.response as string,
      ...NO_HAND_GESTURE_TRIAL,
      correct: cell(answer.correct),
      reaction_time_ms: String(answer.reactionTimeMs),
      input_type: answer.inputType,
      early_taps: cell(answer.earlyTaps),
      first_early_tap_ms: cell(answer.firstEarlyTapMs),
      hidden_ms: cell(answer.hiddenMs),
      client_shown_at: utc(answer.clientShownAt),
      client_answered_at: utc(answer.clientAnsweredAt),
      server_received_at: utc(answer.serverReceivedAt),
    };
  });
}

/** Every session with its joins and times, as the sessions file writes them (scores apart). */
async function storedSessions(): Promise<Record<string, string>[]> {
  const first = await sessionsWhoPlayed();
  return (await sessionsJoined()).map((row) => ({
    ...first.get(row.session.id)!,
    created_at: utc(row.session.createdAt),
    started_at: utc(row.session.startedAt),
    completed_at: utc(row.session.completedAt),
    ended_early_at: utc(row.session.endedEarlyAt),
    expires_at: utc(row.session.expiresAt),
  }));
}

/** Each enumerated column holds only the codebook's values; times are UTC ISO 8601. */
function expectAllowedValues(rows: Record<string, string>[], columns: readonly CodebookColumn[]) {
  for (const { name, type, allowedValues } of columns) {
    for (const row of rows) {
      const value = row[name]!;
      // Any column may be missing (NA): a characteristic of an item with fewer, a sex not given.
      if (allowedValues && value !== 'NA') {
        expect(allowedValues, `${name}: ${value}`).toContain(value);
      }
      if (type === 'datetime' && value !== 'NA') {
        expect(value, name).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
    }
  }
}

/** Hand gesture's columns in a row of rule finding's: empty (NA). */
const NO_HAND_GESTURE_TRIAL = Object.fromEntries(
  [...HAND_GESTURE_TRIAL_COLUMNS, ...HAND_GESTURE_RESPONSE_COLUMNS].map(({ name }) => [name, 'NA']),
);
const NO_HAND_GESTURE_INSTANCE = Object.fromEntries(
  HAND_GESTURE_TRIAL_COLUMNS.filter(({ name }) =>
    INSTANCE_COLUMNS.some((column) => column.name === name),
  ).map(({ name }) => [name, 'NA']),
);
/** Hand gesture's errors by type of a set without hand-gesture answers: none of each. */
const NO_HAND_GESTURE_ERRORS = Object.fromEntries(
  HAND_GESTURE_SESSION_COLUMNS.map(({ name }) => [name, '0']),
);

describe('POST /api/exports and the download', () => {
  it('streams the trials as CSV: the codebook header and one row per stored answer', async () => {
    const response = await download({ file: 'trials.csv' }, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cogniplay-\d{4}-\d\d-\d\d-trials\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...cells] = csvArrays(response.body);
    expect(header).toEqual(TRIAL_COLUMNS.map(({ name }) => name));
    expect(cells.every((row) => row.length === header!.length)).toBe(true);

    // Every answer of every session (both institutes), in the file's order, from the tables.
    const expected = await storedTrials();
    expect(expected.map((row) => row.session_id)).toEqual(
      expect.arrayContaining([sessionA, erasedSubject.session, sessionB].map((s) => String(s.id))),
    );
    const rows = csvRecords(response.body);
    expect(rows).toEqual(expected);
    expectAllowedValues(rows, TRIAL_COLUMNS);
    // The places agree with the order the play API gave sessionA's tablet.
    const { order } = (await f.t.app.inject({ url: `/api/play/${sessionA.token}` })).json();
    const shown = rows.filter((row) => row.session_id === String(sessionA.id));
    for (const row of shown) {
      const place = Number(row.presented_position) - 1;
      expect(order[place].position + 1).toBe(Number(row.position));
      expect(order[place].items[Number(row.presented_item) - 1] + 1).toBe(Number(row.item));
    }
    // Pseudonymised: the participants' names appear nowhere.
    expect(response.body).not.toContain('Mia');
    expect(response.body).not.toContain('Muster');
  });

  it('streams the sessions with their scores, the same as the results page', async () => {
    const response = await download({ file: 'sessions.csv' }, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const [header] = csvArrays(response.body);
    expect(header).toEqual(SESSION_COLUMNS.map(({ name }) => name));

    const rows = csvRecords(response.body);
    const stored = await storedSessions();
    expect(rows.map((row) => row.session_id)).toEqual(stored.map((row) => row.session_id));
    for (const [index, row] of rows.entries()) {
      const id = Number(row.session_id);
      const { scores, games } = (await f.get(`/api/sessions/${id}/results`, 'admin')).json();
      // Rule finding's own scores: the one game of these assessments.
      const [ruleFinding] = games;
      expect(row).toEqual({
        ...stored[index],
        target_items: String(scores.targetItems),
        answered: String(scores.answered),
        correct_count: String(scores.correct),
        accuracy: cell(scores.accuracy),
        hits: String(ruleFinding.hits),
        misses: String(ruleFinding.misses),
        false_alarms: String(ruleFinding.falseAlarms),
        correct_rejections: String(ruleFinding.correctRejections),
        d_prime: cell(ruleFinding.dPrime),
        criterion_c: cell(ruleFinding.criterion),
        ...NO_HAND_GESTURE_ERRORS,
        median_correct_rt_ms: cell(scores.medianCorrectRtMs),
      });
    }
    expect(rows.find((row) => row.session_id === String(sessionA.id))).toMatchObject({
      subject_id: 'A-1',
      group: '3b',
      state: 'in_progress',
      excluded: 'TRUE',
      exclusion_reason: 'Fire drill',
      irregularities: 'noise;interruption',
      examiner_notes: 'Fire drill, then "back";\nresumed',
      answered: '3',
      hits: '1',
      false_alarms: '1',
      correct_rejections: '1',
      misses: '0',
      completed_at: 'NA',
    });
    expect(rows.find((row) => row.session_id === String(sessionB.id))).toMatchObject({
      state: 'stopped',
      early_end: 'stopped_by_child',
      stop_reason: 'tired',
      discarded_answers: '0',
      answered: '1',
    });
    expectAllowedValues(rows, SESSION_COLUMNS);
  });

  it('writes the same rows as JSON lines, with typed values and nulls', async () => {
    const csv = csvRecords((await download({ file: 'trials.csv' })).body);
    const response = await download({ file: 'trials.jsonl' });
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = response.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(csv.length);
    expect(Object.keys(lines[0])).toEqual(TRIAL_COLUMNS.map(({ name }) => name));
    expect(lines[0]).toMatchObject({ session_id: Number(csv[0]!.session_id), correct: false });
    const sessions = await download({ file: 'sessions.jsonl', assessmentId: assessmentA });
    const unstarted = sessions.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((s) => s.session_id === erasedSubject.session.id);
    expect(unstarted).toMatchObject({ answered: 1, d_prime: null, completed_at: null });
  });

  it('keeps a researcher to their institute, and an admin sees every institute', async () => {
    const own = csvRecords((await download({ file: 'trials.csv' }, 'researcherB')).body);
    expect(own.map((row) => row.session_id)).toEqual([String(sessionB.id)]);
    const all = csvRecords((await download({ file: 'trials.csv' }, 'admin')).body);
    expect(new Set(all.map((row) => row.session_id))).toEqual(
      new Set([sessionA.id, erasedSubject.session.id, sessionB.id].map(String)),
    );
  });

  it('filters by school, group and the UTC day a session started', async () => {
    const bySchool = csvRecords(
      (await download({ file: 'sessions.csv', schoolId: f.schoolA })).body,
    );
    expect(bySchool.map((row) => row.session_id)).toEqual([String(sessionA.id)]);
    const byGroup = csvRecords((await download({ file: 'sessions.csv', group: '3b' })).body);
    expect(byGroup.map((row) => row.session_id)).toEqual([String(sessionA.id)]);
    const today = new Date().toISOString().slice(0, 10);
    const started = csvRecords(
      (await download({ file: 'sessions.csv', from: today, to: today })).body,
    );
    expect(started).toHaveLength(2);
    const later = await download({ file: 'sessions.csv', from: '2099-01-01' });
    expect(csvRecords(later.body)).toEqual([]);
    const before = await download({ file: 'sessions.csv', to: '2020-01-01' });
    expect(before.body).toBe(`${SESSION_COLUMNS.map(({ name }) => name).join(',')}\r\n`);
  });

  it('answers the codebook as CSV and JSON, and the dataset description', async () => {
    const csv = csvRecords((await download({ file: 'codebook.csv' })).body);
    expect(csv.filter((row) => row.file === 'trials').map((row) => row.name)).toEqual(
      TRIAL_COLUMNS.map(({ name }) => name),
    );
    expect(csv.find((row) => row.name === 'reaction_time_ms')).toMatchObject({
      type: 'integer',
      unit: 'ms',
    });
    // Every game's responses: rule finding's ✓ and ✗, hand gesture's gestures.
    expect(csv.find((row) => row.name === 'response')?.allowed_values).toBe(
      'fits|does_not_fit|fist|flat-hand|pointing-finger|thumbs-up|peace-sign|none|self-corrected',
    );
    const json = (await download({ file: 'codebook.json' })).json();
    expect(json.sessions.map((c: { name: string }) => c.name)).toEqual(
      SESSION_COLUMNS.map(({ name }) => name),
    );
    const description = (await download({ file: 'dataset_description.json' })).json();
    expect(description).toMatchObject({ '@type': 'Dataset', name: expect.any(String) });
    expect(description.variableMeasured.length).toBeGreaterThan(20);
  });

  it('keeps the school, group and age a session recorded when the participant moves on', async () => {
    const now = new Date();
    const months = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 - (2019 * 12 + 3);
    const sessionOfA = () =>
      download({ file: 'sessions.csv' }, 'admin').then((response) =>
        csvRecords(response.body).find((r) => r.session_id === String(sessionA.id))!,
      );
    expect(await sessionOfA()).toMatchObject({
      school: 'School A',
      group: '3b',
      age_months: String(months),
      sex: 'female',
    });
    await f.t.db
      .update(participants)
      .set({ schoolId: null, groupLabel: '4c' })
      .where(eq(participants.id, f.participantA));
    let later: { id: number; token: string } | undefined;
    try {
      expect(await sessionOfA()).toMatchObject({ school: 'School A', group: '3b' });
      // A session made before the move and started after it records the new class; it is
      // the participant's second of the assessment.
      later = await f.startSession(assessmentA, f.participantA);
      const started = await f.t.app.inject({
        method: 'POST',
        url: `/api/play/${later.token}/start`,
      });
      expect(started.statusCode, started.body).toBeLessThan(300);
      const rows = csvRecords((await download({ file: 'sessions.csv' }, 'admin')).body);
      expect(rows.find((r) => r.session_id === String(later!.id))).toMatchObject({
        school: 'NA',
        group: '4c',
        attempt: '2',
      });
    } finally {
      // The other tests count participant A's sessions.
      if (later) await f.t.db.delete(assessmentSessions).where(eq(assessmentSessions.id, later.id));
      await f.t.db
        .update(participants)
        .set({ schoolId: f.schoolA, groupLabel: '3b' })
        .where(eq(participants.id, f.participantA));
    }
  });

  it('streams one row per session and instance, with the scores its results give', async () => {
    const response = await download({ file: 'instances.csv' }, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(csvArrays(response.body)[0]).toEqual(INSTANCE_COLUMNS.map(({ name }) => name));
    const rows = csvRecords(response.body);
    const first = await sessionsWhoPlayed();
    const orders = await ordersById();
    const expected: Record<string, string>[] = [];
    for (const id of first.keys()) {
      const { instances } = (await f.get(`/api/sessions/${id}/results`, 'admin')).json();
      const order = orders.get(id)!;
      for (const entry of instances) {
        expected.push({
          ...first.get(id)!,
          position: String(entry.position + 1),
          game: entry.game,
          instance_id: String(entry.instance.id),
          instance_sequence_number: String(entry.instance.sequenceNumber),
          instance_content_hash: expect.stringMatching(/^[0-9a-f-]+$/),
          instance_label: cell(entry.instance.label),
          instance_exercise: expect.any(String),
          rule: '1:on',
          rule_json: '{"$type":"property","index":0,"value":"on"}',
          rule_complexity: String(entry.ruleComplexity),
          rule_literals: '1',
          ...NO_HAND_GESTURE_INSTANCE,
          presented_position: String(
            order.findIndex((presented) => presented.position === entry.position) + 1,
          ),
          target_items: String(entry.targetItems),
          answered: String(entry.answered),
          correct_count: String(entry.correct),
          accuracy: cell(entry.accuracy),
          hits: String(entry.hits),
          misses: String(entry.misses),
          false_alarms: String(entry.falseAlarms),
          correct_rejections: String(entry.correctRejections),
          d_prime: cell(entry.dPrime),
          criterion_c: cell(entry.criterion),
          ...NO_HAND_GESTURE_ERRORS,
          median_correct_rt_ms: cell(entry.medianCorrectRtMs),
        } as Record<string, string>);
      }
    }
    expect(rows).toEqual(expected);
    // Every instance of every session's assessment, answered or not.
    expect(rows.filter((row) => row.session_id === String(sessionA.id))).toHaveLength(3);
    expectAllowedValues(rows, INSTANCE_COLUMNS);
  });

  it('puts every file in one ZIP laid out as a Psych-DS dataset, the tables as downloaded alone', async () => {
    const response = await download({ file: 'export.zip', assessmentId: assessmentA });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = await unzip(response.rawPayload);
    const trials = 'data/study-cogniplay_description-trials_data.csv';
    const sessions = 'data/study-cogniplay_description-sessions_data.csv';
    const instances = 'data/study-cogniplay_description-instances_data.csv';
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      instances,
      'data/study-cogniplay_description-instances_data.jsonl',
      sessions,
      'data/study-cogniplay_description-sessions_data.jsonl',
      trials,
      'data/study-cogniplay_description-trials_data.jsonl',
      'dataset_description.json',
      'documentation/codebook.csv',
      'documentation/codebook.json',
    ]);
    const alone = await download({ file: 'trials.csv', assessmentId: assessmentA });
    expect(files[trials]).toBe(alone.body);

    // The official validator's rules that an export could break (its checks, reproduced): data
    // files under data/ named by keyword-value pairs ending in _data.csv; a description with a
    // name, a description and a schema version; every column of every data file among its
    // variables, each variable once.
    const description = JSON.parse(files['dataset_description.json']!);
    expect(description).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      schemaVersion: expect.stringMatching(/^Psych-DS /),
    });
    const variables = description.variableMeasured.map((v: { name: string }) => v.name);
    expect(new Set(variables).size).toBe(variables.length);
    for (const name of [trials, sessions, instances]) {
      expect(name).toMatch(/^data\/([a-z]+-[a-zA-Z0-9]+_)+data\.csv$/);
      for (const column of csvArrays(files[name]!)[0]!) expect(variables).toContain(column);
    }
  });

  it('opens a ticket once, and not after it expired', async () => {
    const asked = await ask({ file: 'codebook.json' });
    expect(asked.json().expiresAt).toMatch(/^\d{4}-/);
    expect((await f.t.app.inject({ url: asked.json().url })).statusCode).toBe(200);
    const again = await f.t.app.inject({ url: asked.json().url });
    expect(again.statusCode).toBe(404);

    const late = await ask({ file: 'codebook.json' });
    await f.t.db.update(exportTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await f.t.app.inject({ url: late.json().url });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe(again.body);
    const unknown = await f.t.app.inject({ url: `/api/exports/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect((await f.t.app.inject({ url: '/api/exports/short' })).statusCode).toBe(400);
    // The ticket is a credential: never logged.
    expect(loggedUrl(asked.json().url)).toBe('/api/exports/[REDACTED]');
  });

  it('audits every download: who, the file, the filters and the rows', async () => {
    await f.t.db.delete(auditLog);
    const response = await download({ file: 'trials.csv', group: '3b' });
    expect(response.statusCode).toBe(200);
    await expect.poll(async () => f.t.db.select().from(auditLog)).toHaveLength(1);
    const [entry] = await f.t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'export.downloaded',
      entityType: 'export',
      details: {
        file: 'trials.csv',
        filters: { group: '3b' },
        rows: { trials: 3, sessions: 0 },
        completed: true,
      },
    });
    expect(entry!.actorUserId).toEqual(expect.any(Number));

    // A ZIP holds each table twice (CSV and JSON lines); its rows count once.
    await f.t.db.delete(auditLog);
    expect((await download({ file: 'export.zip', group: '3b' })).statusCode).toBe(200);
    const exported = () =>
      f.t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'));
    await expect.poll(exported).toHaveLength(1);
    const [zip] = await exported();
    expect(zip?.details).toMatchObject({ file: 'export.zip', rows: { trials: 3, sessions: 1 } });
  });

  it('refuses bad filters with a clear problem, never an empty file', async () => {
    const other = await ask({ file: 'trials.csv', assessmentId: assessmentA }, 'researcherB');
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Assessment not found.');
    expect((await ask({ file: 'trials.csv', assessmentId: 999_999 })).statusCode).toBe(404);
    const group = await ask({ file: 'trials.csv', group: 'no such group' });
    expect(group.statusCode).toBe(400);
    expect(group.json().errors[0].path).toBe('/body/group');
    const reversed = await ask({ file: 'trials.csv', from: '2026-05-02', to: '2026-05-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].path).toBe('/body/to');
    expect((await ask({ file: 'trials.xlsx' })).statusCode).toBe(400);
    expect((await ask({ file: 'trials.csv', unknown: 1 })).statusCode).toBe(400);
  });

  it("neutralises a formula in a CSV cell, and keeps the JSON lines' value as it is", async () => {
    const formula = await f.insertParticipant(f.instituteA, '=HYPERLINK("http://x.example")');
    const session = await f.startSession(assessmentA, formula);
    await answer(session.token, 0, 0, 'fits');
    const csv = csvRecords((await download({ file: 'trials.csv' })).body);
    expect(csv.find((row) => row.session_id === String(session.id))?.subject_id).toBe(
      `'=HYPERLINK("http://x.example")`,
    );
    const lines = (await download({ file: 'trials.jsonl' })).body.trimEnd().split('\n');
    const line = lines.map((l) => JSON.parse(l)).find((row) => row.session_id === session.id);
    expect(line.subject_id).toBe('=HYPERLINK("http://x.example")');
    await f.t.db.delete(participants).where(eq(participants.id, formula));
  });

  it('answers HEAD with 404 and leaves the ticket unused', async () => {
    const asked = await ask({ file: 'codebook.json' });
    const head = await f.t.app.inject({ method: 'HEAD', url: asked.json().url });
    expect(head.statusCode).toBe(404);
    expect((await f.t.app.inject({ url: asked.json().url })).statusCode).toBe(200);
  });

  it('opens no ticket of a researcher who left the institute since asking', async () => {
    const asked = await ask({ file: 'trials.csv' }, 'researcherB');
    // Their membership no longer accepted: as good as gone.
    const [membership] = await f.t.db
      .update(researchers)
      .set({ acceptedAt: null })
      .where(eq(researchers.researchInstituteId, f.instituteB))
      .returning();
    try {
      expect((await f.t.app.inject({ url: asked.json().url })).statusCode).toBe(404);
    } finally {
      await f.t.db
        .update(researchers)
        .set({ acceptedAt: membership!.acceptedAt })
        .where(eq(researchers.id, membership!.id));
    }
  });

  it('answers 500 for an export whose rows fail, and gives the database back', async () => {
    // An answer to an item its instance does not have cannot be exported (the play API never
    // stores one): the file ends in an error instead of hanging.
    const broken = await f.startSession(assessmentA, f.participantA);
    await answer(broken.token, 0, 0, 'fits');
    await f.t.db
      .update(sessionAnswers)
      .set({ itemIndex: 99 })
      .where(eq(sessionAnswers.sessionId, broken.id));
    for (const file of ['trials.csv', 'export.zip']) {
      const asked = await ask({ file });
      const failed = await f.t.app.inject({ url: asked.json().url });
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    }
    expect((await ask({ file: 'codebook.csv' })).statusCode).toBe(201);
    await f.t.db.delete(sessionAnswers).where(eq(sessionAnswers.sessionId, broken.id));
  });

  it('leaves an erased participant out of every export made afterwards, and says how many', async () => {
    const description = async (persona: Persona) =>
      (await download({ file: 'dataset_description.json' }, persona)).json().description as string;
    const before = await download({ file: 'export.zip' }, 'admin');
    expect(Object.values(await unzip(before.rawPayload)).join('')).toContain('A-ERASED');
    expect(await description('admin')).toContain('No participant with sessions has been erased');
    const erased = await f.t.app.inject({
      method: 'DELETE',
      url: `/api/participants/${erasedSubject.id}`,
      headers: await f.headers('researcherA'),
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const after = await download({ file: 'export.zip' }, 'admin');
    const text = Object.values(await unzip(after.rawPayload)).join('');
    expect(text).not.toContain('A-ERASED');
    expect(text).not.toContain(`\n${erasedSubject.session.id},`);
    // Counted for the institute it was erased from, without a name or an ID.
    const counted = '1 participant with 1 session in all was erased from this scope';
    expect(await description('researcherA')).toContain(counted);
    expect(await description('admin')).toContain(counted);
  });
});

describe("participant.zip: a child's data for their parents", () => {
  it('holds the record, the consent decisions with their forms, the tables and the codebook', async () => {
    const response = await download({ file: 'participant.zip', participantId: f.participantA });
    expect(response.statusCode).toBe(200);
    const files = await unzip(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      'codebook.csv',
      'consent.json',
      'instances.csv',
      'participant.json',
      'sessions.csv',
      'trials.csv',
    ]);
    expect(JSON.parse(files['participant.json']!)).toMatchObject({
      subjectId: 'A-1',
      firstName: 'Mia',
      lastName: 'Muster',
      group: '3b',
      birthYear: 2019,
      birthMonth: 3,
    });
    const consent = JSON.parse(files['consent.json']!);
    expect(consent.status).toBe('given');
    expect(consent.decisions[0].form).toMatchObject({ title: 'Test consent', text: 'I agree.' });
    const sessions = csvRecords(files['sessions.csv']!);
    expect(sessions.length).toBeGreaterThan(0);
    expect(new Set(sessions.map((row) => row.subject_id))).toEqual(new Set(['A-1']));
    expect(files['README.md']).toContain('Data held about A-1');

    // Audited when the download's stream has ended, after the answer.
    const audited = () =>
      f.t.db.select().from(auditLog).where(eq(auditLog.action, 'participant.data_downloaded'));
    await expect.poll(audited).toHaveLength(1);
    const [entry] = await audited();
    expect(entry).toMatchObject({ entityType: 'participant', entityId: String(f.participantA) });
    expect(JSON.stringify(entry)).not.toMatch(/Mia|Muster/);
  });

  it('needs the participant, and is not found for another institute', async () => {
    const missing = await ask({ file: 'participant.zip' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('/body/participantId');
    const other = await ask(
      { file: 'participant.zip', participantId: f.participantA },
      'researcherB',
    );
    expect(other.statusCode).toBe(404);
  });
});

/** The files of a ZIP, as text. */
function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
