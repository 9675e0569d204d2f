// POST /api/play/{token}/end: a child's no on the tablet, or an adult's stop, ends a session
// early; the institute's setting keeps or discards the answers given before.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_DEVICE_HEADER } from '@cogniplay/contract';
import {
  assessmentSessions,
  auditLog,
  researchInstitutes,
  sessionAnswers,
} from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let assessment: number;
beforeAll(async () => {
  f = await assessmentsFixture();
  assessment = await f.createAssessment();
}, 180_000);
afterAll(() => f.t.close());

const end = (token: string, body: unknown, device?: string) =>
  f.t.app.inject({
    method: 'POST',
    url: `/api/play/${token}/end`,
    payload: body as object,
    headers: device ? { [PLAY_DEVICE_HEADER]: device } : {},
  });
const play = (token: string) => f.t.app.inject({ url: `/api/play/${token}` });
const sessionOf = async (id: number) => (await f.get(`/api/sessions/${id}`)).json().session;
const answerCount = async (sessionId: number) =>
  (await f.t.db.select().from(sessionAnswers).where(eq(sessionAnswers.sessionId, sessionId)))
    .length;
const auditOf = (sessionId: number) =>
  f.t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'session.ended_early'), eq(auditLog.entityId, String(sessionId))),
    );

async function setAnswersAfterStop(value: 'keep' | 'discard') {
  await f.t.db
    .update(researchInstitutes)
    .set({ answersAfterStop: value })
    .where(eq(researchInstitutes.id, f.instituteA));
}

describe('POST /api/play/{token}/end', () => {
  it('ends a session the child declined: recorded with no reason code, audited, the link ends', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    const response = await end(token, { reason: 'declined' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().earlyEnd).toMatchObject({
      reason: 'declined',
      stopReason: null,
      discardedAnswers: 0,
    });

    const session = await sessionOf(id);
    expect(session.state).toBe('declined');
    expect(session.earlyEnd).toEqual(response.json().earlyEnd);
    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: null,
      details: { reason: 'declined', stopReason: null, keptAnswers: 0, discardedAnswers: 0 },
    });

    const gone = await play(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().reason).toBe('declined');
    const late = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${token}/answers`,
      payload: {
        position: 0,
        itemIndex: 0,
        response: 'fits',
        reactionTimeMs: 800,
        inputType: 'touch',
        clientShownAt: '2026-05-01T10:00:00.000Z',
        clientAnsweredAt: '2026-05-01T10:00:00.800Z',
      },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().reason).toBe('declined');
    expect(await answerCount(id)).toBe(0);
  });

  it('keeps the answers of a stopped session by default; the same end again answers 200', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    await f.answer(token, { position: 0, itemIndex: 0 }, 'fits');
    await f.answer(token, { position: 0, itemIndex: 1 }, 'fits');
    const body = { reason: 'stopped_by_examiner', stopReason: 'technical_problem' };
    const first = await end(token, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().earlyEnd).toMatchObject({ ...body, discardedAnswers: 0 });

    const again = await end(token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditOf(id)).toHaveLength(1);
    expect((await auditOf(id))[0]!.details).toMatchObject({ keptAnswers: 2, discardedAnswers: 0 });

    const session = await sessionOf(id);
    expect(session).toMatchObject({ state: 'stopped', answeredCount: 2 });
    expect(await answerCount(id)).toBe(2);
    expect((await play(token)).json().reason).toBe('stopped');
  });

  it('answers 409 for an end that differs from the one stored, and changes nothing', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    expect((await end(token, { reason: 'stopped_by_child', stopReason: 'tired' })).statusCode).toBe(
      201,
    );
    const other = await end(token, { reason: 'stopped_by_child', stopReason: 'upset' });
    expect(other.statusCode).toBe(409);
    expect((await sessionOf(id)).earlyEnd.stopReason).toBe('tired');
  });

  it("discards the answers given before by the institute's setting, and says how many", async () => {
    await setAnswersAfterStop('discard');
    try {
      const { id, token } = await f.startSession(assessment, f.participantA);
      for (const itemIndex of [0, 1, 2]) {
        await f.answer(token, { position: 0, itemIndex }, 'does_not_fit');
      }
      const response = await end(token, { reason: 'stopped_by_child', stopReason: 'tired' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().earlyEnd.discardedAnswers).toBe(3);
      expect(await answerCount(id)).toBe(0);
      const [row] = await f.t.db
        .select()
        .from(assessmentSessions)
        .where(eq(assessmentSessions.id, id));
      expect(row).toMatchObject({ answeredCount: 0, correctCount: 0, outcomeCounts: {} });
      expect((await auditOf(id))[0]!.details).toMatchObject({
        keptAnswers: 0,
        discardedAnswers: 3,
      });
    } finally {
      await setAnswersAfterStop('keep');
    }
  });

  it('leaves a session that ended early out of the open ones: no new link, no revoke, a new start needs no flag', async () => {
    const child = await f.insertParticipant(f.instituteA, 'END-1');
    const startFor = () =>
      f.post('/api/sessions', { assessmentId: assessment, participantIds: [child] });
    const first = await startFor();
    expect(first.statusCode, first.body).toBe(201);
    const [session] = first.json().sessions;
    expect((await end(session.playUrl.split('/play/')[1], { reason: 'declined' })).statusCode).toBe(
      201,
    );
    expect((await f.post(`/api/sessions/${session.id}/link`, {})).statusCode).toBe(409);
    const revoke = await f.post(`/api/sessions/${session.id}/revoke`, {});
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().detail).toMatch(/ended early/);
    expect((await sessionOf(session.id)).state).toBe('declined');
    expect((await startFor()).statusCode).toBe(201);
  });

  it('answers 400 naming the field for an unknown reason, a missing or unknown stop reason, or one with a no', async () => {
    const { id, token } = await f.startSession(assessment, f.participantA);
    const cases: [unknown, string, string][] = [
      [
        { reason: 'bored' },
        '/body/reason',
        'Must be one of declined, stopped_by_child, stopped_by_examiner',
      ],
      [{ reason: 'stopped_by_child' }, '/body/stopReason', 'Required for a stop'],
      [
        { reason: 'stopped_by_examiner', stopReason: 'lunch' },
        '/body/stopReason',
        'Must be one of tired, upset, unwell, interruption, technical_problem, out_of_time, other',
      ],
      [
        { reason: 'declined', stopReason: 'tired' },
        '/body/stopReason',
        'A declined session has no stop reason',
      ],
      [{ reason: 'declined', note: 'x' }, '/body', 'Unrecognized key: "note"'],
    ];
    for (const [body, path, message] of cases) {
      const response = await end(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
    expect((await sessionOf(id)).earlyEnd).toBeNull();
  });

  it('answers 404 for an unknown token, 410 for a completed session and 423 from another device', async () => {
    expect((await end('A'.repeat(43), { reason: 'declined' })).statusCode).toBe(404);

    const done = await f.startSession(assessment, f.participantA);
    for (const position of [0, 1, 2]) {
      for (const itemIndex of [0, 1, 2]) {
        await f.answer(done.token, { position, itemIndex }, 'fits');
      }
    }
    const completed = await end(done.token, { reason: 'declined' });
    expect(completed.statusCode).toBe(410);
    expect(completed.json().reason).toBe('completed');

    const bound = await f.startSession(assessment, f.participantA);
    const started = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${bound.token}/start`,
      headers: { [PLAY_DEVICE_HEADER]: 'd'.repeat(22) },
    });
    expect(started.statusCode).toBe(204);
    const elsewhere = await end(bound.token, { reason: 'declined' }, 'e'.repeat(22));
    expect(elsewhere.statusCode).toBe(423);
    expect((await sessionOf(bound.id)).earlyEnd).toBeNull();
  });
});
