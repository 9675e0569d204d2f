import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latinSquareRows, playOrder, REACTION_TIME_MAX_MS } from '@cogniplay/contract';
import { assessmentSessions, auditLog, sessionAnswers } from '../../../src/db/schema/index.ts';
import { UNSAFE_TEXT_DETAIL } from '../../../src/lib/unsafe-text.ts';
import { PLAY_BODY_LIMIT } from '../../../src/modules/play/play.routes.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let assessment: number;
let feedbackAssessment: number;
// Truths of every instance's target items: [false, true, false].
const TRUTHS = [false, true, false];
beforeAll(async () => {
  f = await assessmentsFixture();
  assessment = await f.createAssessment();
  feedbackAssessment = await f.createAssessment({ giveFeedback: true, showDemonstration: false });
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(() => f.t.close());

const PROBLEM = 'application/problem+json; charset=utf-8';
const unknownToken = 'A'.repeat(43);

const answer = (position: number, itemIndex: number, overrides: Record<string, unknown> = {}) => ({
  position,
  itemIndex,
  response: 'fits',
  reactionTimeMs: 1500,
  inputType: 'touch',
  clientShownAt: '2026-05-01T10:00:00.000Z',
  clientAnsweredAt: '2026-05-01T10:00:01.500Z',
  ...overrides,
});

const play = (token: string) => f.t.app.inject({ url: `/api/play/${token}` });
const start = (token: string) =>
  f.t.app.inject({ method: 'POST', url: `/api/play/${token}/start` });
const send = (token: string, body: unknown) =>
  f.t.app.inject({ method: 'POST', url: `/api/play/${token}/answers`, payload: body as object });

async function answersOf(sessionId: number) {
  return f.t.db.select().from(sessionAnswers).where(eq(sessionAnswers.sessionId, sessionId));
}

async function sessionRow(id: number) {
  const [row] = await f.t.db.select().from(assessmentSessions).where(eq(assessmentSessions.id, id));
  return row!;
}

/** Answers every target item of a fresh session but the last; its id and token. */
async function almostDone(assessmentId = assessment) {
  const session = await f.startSession(assessmentId, f.participantA);
  for (let position = 0; position < 3; position += 1) {
    for (let itemIndex = 0; itemIndex < 3; itemIndex += 1) {
      if (position === 2 && itemIndex === 2) break;
      const response = await send(session.token, answer(position, itemIndex));
      expect(response.statusCode).toBe(201);
    }
  }
  return session;
}

describe('GET /api/play/{token}', () => {
  it('answers the session without sign-in: initials, settings, instances, no target truth', async () => {
    const { token } = await f.startSession(assessment, f.participantA);
    const response = await play(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      initials: 'MM',
      settings: {
        showDemonstration: true,
        giveFeedback: false,
        pictureSet: 'creatures',
        instanceOrder: 'fixed',
        shuffleItems: false,
      },
      order: [0, 1, 2].map((position) => ({ position, items: [0, 1, 2] })),
      answered: [],
      totalCount: 9,
    });
    expect(body.instances.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
    for (const instance of body.instances) expect(instance.game).toBe('rule-finding');
    expect(body.instances[0].demonstrationItems).toEqual([
      { characteristics: ['on', 'off', 'off', 'off'], matchesRule: true },
      { characteristics: ['off', 'on', 'on', 'on'], matchesRule: false },
    ]);
    expect(body.instances[0].targetItems).toEqual([
      { characteristics: ['off', 'on', 'off', 'on'] },
      { characteristics: ['on', 'on', 'off', 'on'] },
      { characteristics: ['off', 'on', 'off', 'on'] },
    ]);
    for (const instance of body.instances) {
      expect(JSON.stringify(instance.targetItems)).not.toContain('matchesRule');
    }
    // Nothing about the child beyond initials.
    expect(response.body).not.toMatch(/Mia|Muster|A-1|subjectId|participant/);
  });

  it("presents the instances in the order of the assessment's design, kept by each session", async () => {
    const create = async (design: Record<string, unknown>) => {
      const created = await f.post('/api/assessments', {
        name: `Order ${JSON.stringify(design)}`,
        researchInstituteId: f.instituteA,
        instanceIds: f.instances,
        ...design,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().assessment.id as number;
    };
    const orderOf = async (token: string) =>
      (await play(token)).json().order as { position: number; items: number[] }[];
    const tokenOf = (session: { playUrl: string }) => session.playUrl.split('/').at(-1)!;

    // Rotated: the sessions started together take the balanced Latin square's rows in turn.
    const rotated = await create({ instanceOrder: 'rotated' });
    const children = [f.participantA];
    for (const n of [2, 3, 4]) children.push(await f.insertParticipant(f.instituteA, `ROT-${n}`));
    const started = await f.post('/api/sessions', {
      assessmentId: rotated,
      participantIds: children,
    });
    expect(started.statusCode, started.body).toBe(201);
    const sessions = started.json().sessions as { id: number; playUrl: string }[];
    const rows = latinSquareRows(3);
    for (const [index, session] of sessions.entries()) {
      const order = await orderOf(tokenOf(session));
      expect(order.map((i) => i.position)).toEqual(rows[index % rows.length]);
      expect(order.every((i) => i.items.join() === '0,1,2')).toBe(true);
      expect(await sessionRow(session.id)).toMatchObject({ orderSeed: null, orderRotation: index });
    }

    // Shuffled, items too: a seed drawn and kept; the same order every time the link opens.
    const shuffledId = await create({ instanceOrder: 'shuffled', shuffleItems: true });
    const { id, token } = await f.startSession(shuffledId, f.participantA);
    const order = await orderOf(token);
    expect(await orderOf(token)).toEqual(order);
    expect(order.map((i) => i.position).sort()).toEqual([0, 1, 2]);
    for (const instance of order) expect([...instance.items].sort()).toEqual([0, 1, 2]);
    const row = await sessionRow(id);
    expect(row.orderSeed).not.toBeNull();
    expect(row.orderRotation).toBeNull();
    expect(
      playOrder({ instanceOrder: 'shuffled', shuffleItems: true }, [3, 3, 3], row.orderSeed!, 0),
    ).toEqual(order);

    // Fixed: as listed, nothing drawn.
    const fixed = await f.startSession(assessment, f.participantA);
    expect((await orderOf(fixed.token)).map((i) => i.position)).toEqual([0, 1, 2]);
  });

  it('lists stored answers, and leaves demonstrations out when the assessment shows none', async () => {
    const { token } = await f.startSession(feedbackAssessment, f.participantA);
    await send(token, answer(1, 2));
    const body = (await play(token)).json();
    expect(body.answered).toEqual([{ position: 1, itemIndex: 2 }]);
    expect(
      body.instances.every((i: { demonstrationItems: unknown[] }) => !i.demonstrationItems.length),
    ).toBe(true);
  });

  it('answers one identical 404 to any unknown token (a guesser learns nothing), 400 for no token', async () => {
    const answers = [];
    for (const token of [unknownToken, 'B'.repeat(43)]) {
      for (const response of [
        await play(token),
        await start(token),
        await send(token, answer(0, 0)),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe(PROBLEM);
        expect(response.json()).not.toHaveProperty('reason');
        answers.push(response.body);
      }
    }
    expect(new Set(answers).size).toBe(1);

    const malformed = await play('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('/params/token');
  });

  it('answers 410 with the reason to a real link that was revoked or expired, storing nothing', async () => {
    const expired = await f.startSession(assessment, f.participantA);
    await f.t.db
      .update(assessmentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentSessions.id, expired.id));
    const revoked = await f.startSession(assessment, f.participantA);
    await f.post(`/api/sessions/${revoked.id}/revoke`, {});
    // Revoked after its expiry: the researcher's act is what the tablet is told.
    const both = await f.startSession(assessment, f.participantA);
    await f.post(`/api/sessions/${both.id}/revoke`, {});
    await f.t.db
      .update(assessmentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentSessions.id, both.id));

    for (const [session, reason, detail] of [
      [expired, 'expired', 'This play link has expired. Ask for a new link.'],
      [revoked, 'revoked', 'This play link was withdrawn by the researcher. Ask for a new link.'],
      [both, 'revoked', 'This play link was withdrawn by the researcher. Ask for a new link.'],
    ] as const) {
      for (const response of [
        await play(session.token),
        await start(session.token),
        await send(session.token, answer(0, 0)),
        await f.t.app.inject({
          method: 'POST',
          url: `/api/play/${session.token}/move`,
          headers: { 'x-play-device': 'D'.repeat(22) },
        }),
      ]) {
        expect(response.statusCode).toBe(410);
        expect(response.headers['content-type']).toBe(PROBLEM);
        expect(response.json()).toEqual({
          type: 'about:blank',
          title: 'Gone',
          status: 410,
          detail,
          reason,
        });
      }
      expect(await answersOf(session.id)).toHaveLength(0);
    }
  });

  it('stops taking answers at once when a link that has answered is revoked, replaced or expires', async () => {
    const revoked = await f.startSession(assessment, f.participantA);
    const replaced = await f.startSession(assessment, f.participantA);
    const expired = await f.startSession(assessment, f.participantA);
    for (const { token } of [revoked, replaced, expired]) {
      expect((await send(token, answer(0, 0))).statusCode).toBe(201);
    }
    await f.post(`/api/sessions/${revoked.id}/revoke`, {});
    const renewed = (await f.post(`/api/sessions/${replaced.id}/link`, {})).json<{
      session: { playUrl: string };
    }>().session;
    await f.t.db
      .update(assessmentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentSessions.id, expired.id));

    // A replaced token is no longer stored anywhere: unknown (404). The others say why (410).
    for (const [{ id, token }, status, reason] of [
      [revoked, 410, 'revoked'],
      [replaced, 404, undefined],
      [expired, 410, 'expired'],
    ] as const) {
      const response = await send(token, answer(0, 1));
      expect(response.statusCode).toBe(status);
      expect(response.json().reason).toBe(reason);
      // Neither a repeat of the stored answer nor one outside the session is taken or judged.
      expect((await send(token, answer(0, 0))).statusCode).toBe(status);
      expect((await send(token, answer(0, 99))).statusCode).toBe(status);
      expect(await answersOf(id)).toHaveLength(1);
    }
    const newToken = renewed.playUrl.split('/').at(-1)!;
    expect((await send(newToken, answer(0, 1))).statusCode).toBe(201);
  });

  it('documents the 410 with its reason in the OpenAPI document', async () => {
    const document = (await f.t.app.inject({ url: '/api/openapi.json' })).json();
    const gone = document.paths['/api/play/{token}'].get.responses['410'];
    expect(JSON.stringify(gone)).toContain('PlayLinkGone');
    expect(document.components.schemas.PlayLinkGone.properties.reason.$ref ?? '').toContain(
      'PlayLinkGoneReason',
    );
    expect(document.components.schemas.PlayLinkGoneReason.enum).toEqual([
      'completed',
      'revoked',
      'expired',
      'declined',
      'stopped',
    ]);
  });

  it('ignores any Authorization header (the token is the credential)', async () => {
    const { token } = await f.startSession(assessment, f.participantA);
    const response = await f.t.app.inject({
      url: `/api/play/${token}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/play/{token}/start', () => {
  it('marks the session started once (204), in progress afterwards', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    expect((await start(token)).statusCode).toBe(204);
    const first = (await sessionRow(id)).startedAt;
    expect(first).toBeInstanceOf(Date);
    expect((await start(token)).statusCode).toBe(204);
    expect((await sessionRow(id)).startedAt).toEqual(first);
    expect((await f.get(`/api/sessions/${id}`)).json().session.state).toBe('in_progress');
  });
});

describe('one link, one device', () => {
  const deviceA = 'A'.repeat(21) + '1';
  const deviceB = 'B'.repeat(21) + '2';
  const on = (device: string | undefined) => (device ? { 'x-play-device': device } : {});
  const request = (method: 'GET' | 'POST', url: string, device?: string, payload?: object) =>
    f.t.app.inject({ method, url, headers: on(device), ...(payload ? { payload } : {}) });

  it('answers only the device that started the session, until an adult moves it', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    expect((await request('POST', `/api/play/${token}/start`, deviceA)).statusCode).toBe(204);
    expect((await request('GET', `/api/play/${token}`, deviceA)).statusCode).toBe(200);
    for (const device of [deviceB, undefined]) {
      const elsewhere = await request('GET', `/api/play/${token}`, device);
      expect(elsewhere.statusCode).toBe(423);
      expect(elsewhere.headers['content-type']).toBe(PROBLEM);
      expect(elsewhere.json().detail).toMatch(/in use on another tablet/);
      expect((await request('POST', `/api/play/${token}/start`, device)).statusCode).toBe(423);
      const refused = await request('POST', `/api/play/${token}/answers`, device, answer(0, 0));
      expect(refused.statusCode).toBe(423);
    }
    expect(await answersOf(id)).toHaveLength(0);
    const first = await request('POST', `/api/play/${token}/answers`, deviceA, answer(0, 0));
    expect(first.statusCode).toBe(201);

    // "Continue here" on tablet B: from now on A is refused, its retry of a stored answer too.
    expect((await request('POST', `/api/play/${token}/move`, deviceB)).statusCode).toBe(204);
    expect((await request('GET', `/api/play/${token}`, deviceA)).statusCode).toBe(423);
    const retry = await request('POST', `/api/play/${token}/answers`, deviceA, answer(0, 0));
    expect(retry.statusCode).toBe(423);
    const next = await request('POST', `/api/play/${token}/answers`, deviceB, answer(0, 1));
    expect(next.statusCode).toBe(201);
    expect(await answersOf(id)).toHaveLength(2);
    const moved = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.moved'), eq(auditLog.entityId, String(id))));
    expect(moved).toHaveLength(1);
  });

  it('binds a session that was never started to the device of its first stored answer', async () => {
    const { token } = await f.startSession(assessment, f.participantA);
    const stored = await request('POST', `/api/play/${token}/answers`, deviceA, answer(0, 0));
    expect(stored.statusCode).toBe(201);
    expect((await request('GET', `/api/play/${token}`, deviceB)).statusCode).toBe(423);
    expect((await request('GET', `/api/play/${token}`, deviceA)).statusCode).toBe(200);
  });

  it('refuses a malformed device id, and a move without one, with 400', async () => {
    const { token } = await f.startSession(assessment, f.participantA);
    const malformed = await request('GET', `/api/play/${token}`, 'not-a-device');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { path: '/headers/x-play-device', message: 'Not a play device id' },
    ]);
    const anonymous = await request('POST', `/api/play/${token}/move`);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors[0].path).toBe('/headers/x-play-device');
    expect((await request('POST', `/api/play/${unknownToken}/move`, deviceA)).statusCode).toBe(404);
  });
});

describe('POST /api/play/{token}/answers', () => {
  it('stores an answer (201), decides correctness, and says nothing of it without feedback', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    const response = await send(token, answer(0, 1, { response: 'does_not_fit' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      answer: { position: 0, itemIndex: 1 },
      answeredCount: 1,
      totalCount: 9,
      completed: false,
    });
    const [row] = await answersOf(id);
    expect(row).toMatchObject({
      position: 0,
      itemIndex: 1,
      instanceId: f.instances[0],
      response: 'does_not_fit',
      correct: false,
      reactionTimeMs: 1500,
      inputType: 'touch',
      clientShownAt: new Date('2026-05-01T10:00:00.000Z'),
      clientAnsweredAt: new Date('2026-05-01T10:00:01.500Z'),
    });
    expect(row!.serverReceivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const session = (await f.get(`/api/sessions/${id}`)).json().session;
    expect(session).toMatchObject({ state: 'in_progress', answeredCount: 1, totalCount: 9 });
  });

  it('keeps the early taps and hidden time an answer reports; null from pages that send none', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    const reported = answer(0, 0, { earlyTaps: 2, firstEarlyTapMs: 45, hiddenMs: 65_000 });
    expect((await send(token, reported)).statusCode).toBe(201);
    expect((await send(token, answer(0, 1))).statusCode).toBe(201);
    const rows = await answersOf(id);
    const byItem = (itemIndex: number) => rows.find((row) => row.itemIndex === itemIndex);
    expect(byItem(0)).toMatchObject({ earlyTaps: 2, firstEarlyTapMs: 45, hiddenMs: 65_000 });
    expect(byItem(1)).toMatchObject({ earlyTaps: null, firstEarlyTapMs: null, hiddenMs: null });
  });

  it('answers `correct` with feedback, from the stored truth', async () => {
    const { token } = await f.startSession(feedbackAssessment, f.participantA);
    for (const [itemIndex, truth] of TRUTHS.entries()) {
      const right = await send(
        token,
        answer(0, itemIndex, { response: truth ? 'fits' : 'does_not_fit' }),
      );
      expect(right.json().answer).toEqual({ position: 0, itemIndex, correct: true });
    }
    const wrong = await send(token, answer(1, 1, { response: 'does_not_fit' }));
    expect(wrong.json().answer.correct).toBe(false);
    const repeat = await send(token, answer(1, 1, { response: 'does_not_fit' }));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().answer.correct).toBe(false);
  });

  it('accepts the same answer again with 200 and keeps one row', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    expect((await send(token, answer(2, 0))).statusCode).toBe(201);
    const again = await send(token, answer(2, 0, { clientShownAt: '2026-05-01T12:00:00+02:00' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ answer: { position: 2, itemIndex: 0 }, answeredCount: 1 });
    expect(await answersOf(id)).toHaveLength(1);
  });

  it('refuses a different answer to a stored item with 409, changing nothing', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    await send(token, answer(0, 0));
    for (const change of [
      { response: 'does_not_fit' },
      { reactionTimeMs: 1501 },
      { inputType: 'mouse' },
      { clientAnsweredAt: '2026-05-01T10:00:01.501Z' },
    ]) {
      const response = await send(token, answer(0, 0, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(response.headers['content-type']).toBe(PROBLEM);
    }
    const rows = await answersOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ response: 'fits', reactionTimeMs: 1500, inputType: 'touch' });
  });

  it('refuses out-of-range keys, impossible reaction times and bad bodies with 400, storing nothing', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    const position = await send(token, answer(3, 0));
    expect(position.statusCode).toBe(400);
    expect(position.json().errors).toEqual([
      { path: '/body/position', message: 'The assessment has 3 instances (positions 0 to 2)' },
    ]);
    const item = await send(token, answer(0, 3));
    expect(item.statusCode).toBe(400);
    expect(item.json().errors[0].path).toBe('/body/itemIndex');

    const cases: [Record<string, unknown>, string][] = [
      [answer(0, 0, { reactionTimeMs: -1 }), '/body/reactionTimeMs'],
      [answer(0, 0, { reactionTimeMs: REACTION_TIME_MAX_MS + 1 }), '/body/reactionTimeMs'],
      [answer(0, 0, { reactionTimeMs: 12.5 }), '/body/reactionTimeMs'],
      [answer(-1, 0), '/body/position'],
      [answer(0, -1), '/body/itemIndex'],
      // Checked against the answered instance's game (rule finding: `fits` or `does_not_fit`).
      [answer(0, 0, { response: 'maybe' }), '/body/response'],
      [answer(0, 0, { response: { fits: true } }), '/body/response'],
      [answer(0, 0, { response: null }), '/body/response'],
      [answer(0, 0, { inputType: 'voice' }), '/body/inputType'],
      [answer(0, 0, { clientShownAt: 'yesterday' }), '/body/clientShownAt'],
      // Times the database would refuse (500) or store for pages to fail on, and a retry of a
      // sub-millisecond time the database rounds differently (409).
      [answer(0, 0, { clientShownAt: '9999-12-31T23:59:59-15:00' }), '/body/clientShownAt'],
      [answer(0, 0, { clientShownAt: '0000-01-01T00:00:00Z' }), '/body/clientShownAt'],
      [
        answer(0, 0, { clientAnsweredAt: '2026-05-01T10:00:01.9999995Z' }),
        '/body/clientAnsweredAt',
      ],
      [answer(0, 0, { clientAnsweredAt: '2026-05-01T09:59:59Z' }), '/body/clientAnsweredAt'],
      [answer(0, 0, { correct: true }), '/body'],
      [answer(0, 0, { earlyTaps: 2 }), '/body/firstEarlyTapMs'],
      [answer(0, 0, { hiddenMs: -1 }), '/body/hiddenMs'],
    ];
    for (const [body, path] of cases) {
      const response = await send(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toBe(PROBLEM);
      expect(
        response
          .json()
          .errors.map((e: { path: string }) => e.path)
          .join(),
      ).toContain(path);
    }
    const maxTime = await send(token, answer(0, 0, { reactionTimeMs: REACTION_TIME_MAX_MS }));
    expect(maxTime.statusCode).toBe(201);
    expect(await answersOf(id)).toHaveLength(1);
  });

  it('refuses a malformed link before reading its body, and a body over the limit with 413', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    // The body is not JSON: the link is answered first, so the body was never parsed.
    const malformed = await f.t.app.inject({
      method: 'POST',
      url: '/api/play/short/answers',
      headers: { 'content-type': 'application/json' },
      payload: '[[[[',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { path: '/params/token', message: 'Not a play link' },
    ]);

    const padded = { ...answer(0, 0), padding: 'x'.repeat(PLAY_BODY_LIMIT) };
    const tooLarge = await send(token, padded);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toBe(PROBLEM);
    expect(await answersOf(id)).toHaveLength(0);
  });

  it('applies the unsafe-text rule, the JSON parser and its 415', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    const unsafe = await send(token, answer(0, 0, { clientShownAt: '2026-05-01T10:00:00Z\u0000' }));
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().detail).toBe(UNSAFE_TEXT_DETAIL);
    const text = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${token}/answers`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(answer(0, 0)),
    });
    expect(text.statusCode).toBe(415);
    expect(text.headers['content-type']).toBe(PROBLEM);
    const broken = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${token}/answers`,
      headers: { 'content-type': 'application/json' },
      payload: '{"position":',
    });
    expect(broken.statusCode).toBe(400);
    const proto = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${token}/answers`,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"position":0}',
    });
    expect(proto.statusCode).toBe(400);
    expect(await answersOf(id)).toHaveLength(0);
  });

  it('completes the session with its last answer (audited, no actor); then 410 and 200 for repeats', async () => {
    const { id, token } = await almostDone();
    const last = await send(token, answer(2, 2));
    expect(last.statusCode).toBe(201);
    expect(last.json()).toMatchObject({ answeredCount: 9, totalCount: 9, completed: true });
    const row = await sessionRow(id);
    expect(row.completedAt).toBeInstanceOf(Date);
    const audits = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'session'), eq(auditLog.entityId, String(id))));
    expect(audits.find((a) => a.action === 'session.completed')).toMatchObject({
      actorUserId: null,
      details: { answeredCount: 9 },
    });

    const page = await play(token);
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toBe(PROBLEM);
    expect(page.json()).toMatchObject({
      reason: 'completed',
      detail: 'This session is completed: every answer is stored.',
    });
    expect((await start(token)).statusCode).toBe(410);
    const repeat = await send(token, answer(2, 2));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ answeredCount: 9, completed: true });
    expect((await send(token, answer(2, 2, { response: 'does_not_fit' }))).statusCode).toBe(409);
    expect(await answersOf(id)).toHaveLength(9);
    expect((await f.get(`/api/sessions/${id}`)).json().session).toMatchObject({
      state: 'completed',
      answeredCount: 9,
    });
  });

  it('answers 410 to a new answer for a completed session, storing nothing', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    await f.t.db
      .update(assessmentSessions)
      .set({ completedAt: new Date() })
      .where(eq(assessmentSessions.id, id));
    const response = await send(token, answer(0, 0));
    expect(response.statusCode).toBe(410);
    expect(response.json().reason).toBe('completed');
    expect(await answersOf(id)).toHaveLength(0);
  });

  it('stores the same answer posted 10 times at once exactly once', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => send(token, answer(1, 1))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await answersOf(id)).toHaveLength(1);
  });

  it('stores the answers of several sessions sent at once, each once, with their counts', async () => {
    const sessions = await Promise.all(
      [0, 1, 2].map(() => f.startSession(assessment, f.participantA)),
    );
    const responses = await Promise.all(
      sessions.flatMap(({ token }) =>
        [0, 1, 2].flatMap((itemIndex) => [
          send(token, answer(0, itemIndex)),
          send(token, answer(0, itemIndex)),
        ]),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(9);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    for (const { id } of sessions) {
      expect(await answersOf(id)).toHaveLength(3);
      expect((await sessionRow(id)).answeredCount).toBe(3);
    }
  });

  it('completes once when the last answers arrive at once', async () => {
    const session = await f.startSession(assessment, f.participantA);
    for (let position = 0; position < 3; position += 1) {
      for (let itemIndex = 0; itemIndex < 3; itemIndex += 1) {
        if (position === 2) break;
        await send(session.token, answer(position, itemIndex));
      }
    }
    const responses = await Promise.all(
      [0, 1, 2].map((itemIndex) => send(session.token, answer(2, itemIndex))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    // Each racing answer is counted once (answers stored together report their common count),
    // and the session is completed once, by whichever stored last.
    const counts = responses.map((r) => r.json<{ answeredCount: number }>().answeredCount).sort();
    expect(counts[0]).toBeGreaterThanOrEqual(7);
    expect(counts[2]).toBe(9);
    expect(responses.filter((r) => r.json().completed).length).toBeGreaterThanOrEqual(1);
    expect((await sessionRow(session.id)).answeredCount).toBe(9);
    const audits = await f.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'session.completed'), eq(auditLog.entityId, String(session.id))),
      );
    expect(audits).toHaveLength(1);
    expect((await sessionRow(session.id)).completedAt).toBeInstanceOf(Date);
  });

  it("reads and writes only the token's own session", async () => {
    const mine = await f.startSession(assessment, f.participantA);
    const theirs = await f.startSession(
      await f.createAssessment({ instituteId: f.instituteB }),
      f.participantB,
    );
    await send(mine.token, answer(0, 0));
    expect(await answersOf(theirs.id)).toHaveLength(0);
    expect((await play(theirs.token)).json().answered).toEqual([]);
  });
});
