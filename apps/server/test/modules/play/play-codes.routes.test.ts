// POST /api/play/codes: a card's short code typed on a tablet, exchanged once for a play link
// token; wrong codes slowed down per address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, auditLog } from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let assessment: number;
beforeAll(async () => {
  f = await assessmentsFixture({ env: { PLAY_CODE_RATE_LIMIT: '3' } });
  assessment = await f.createAssessment();
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(() => f.t.close());

async function started(): Promise<{ id: number; playUrl: string; playCode: string }> {
  const response = await f.post('/api/sessions', {
    assessmentId: assessment,
    participantIds: [f.participantA],
    anotherAttempt: true,
  });
  return response.json().sessions[0];
}

const redeem = (code: unknown, address = '10.0.0.1') =>
  f.t.app.inject({
    method: 'POST',
    url: '/api/play/codes',
    payload: { code },
    remoteAddress: address,
  });
const play = (token: string) => f.t.app.inject({ url: `/api/play/${token}` });
const tokenOf = (url: string) => url.split('/play/')[1]!;

describe('POST /api/play/codes', () => {
  it("answers the session's token once, however the code is typed; the card's link stops", async () => {
    const session = await started();
    expect(session.playCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const typed = ` ${session.playCode.toLowerCase().replace('-', ' ')} `;
    const answer = await redeem(typed);
    expect(answer.statusCode, answer.body).toBe(201);
    const { token } = answer.json();
    expect((await play(token)).statusCode).toBe(200);
    expect((await play(tokenOf(session.playUrl))).statusCode).toBe(404);
    expect((await redeem(session.playCode)).statusCode).toBe(404);
    const [row] = await f.t.db
      .select({ codeHash: assessmentSessions.codeHash })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, session.id));
    expect(row?.codeHash).toBeNull();
    const audits = await f.t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(session.id)));
    expect(audits).toContainEqual({ action: 'session.code_used', actor: null });
  });

  it('refuses a session opened on a tablet (409) or ended (410), without counting the try', async () => {
    const opened = await started();
    await f.t.db
      .update(assessmentSessions)
      .set({ startedAt: new Date() })
      .where(eq(assessmentSessions.id, opened.id));
    expect((await redeem(opened.playCode, '10.0.0.2')).statusCode).toBe(409);
    const revoked = await started();
    await f.post(`/api/sessions/${revoked.id}/revoke`, {});
    expect((await redeem(revoked.playCode, '10.0.0.2')).statusCode).toBe(410);
    expect((await redeem(undefined, '10.0.0.2')).statusCode).toBe(400);
  });

  it('slows an address down after three wrong codes, even for the right one; others go on', async () => {
    const session = await started();
    for (const wrong of ['00000-00000', 'not a code', '11111-11111']) {
      expect((await redeem(wrong, '10.0.0.3')).statusCode).toBe(404);
    }
    const paused = await redeem(session.playCode, '10.0.0.3');
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await redeem(session.playCode, '10.0.0.4')).statusCode).toBe(201);
  });
});
