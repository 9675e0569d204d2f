// Retention: participants past their institute's rules are erased by the scheduled round, once,
// with an audit entry that names no child; those due within the notice are listed for attention.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client.ts';
import {
  assessmentSessions,
  auditLog,
  participants,
  researchInstitutes,
} from '../../../src/db/schema/index.ts';
import { eraseParticipantsPastRetention } from '../../../src/modules/participants/retention.service.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let assessment: number;

beforeAll(async () => {
  f = await assessmentsFixture();
  assessment = await f.createAssessment();
}, 180_000);
afterAll(() => f.t.close());

const monthsAgo = (months: number, days = 0) => {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};

/** A participant of the institute whose one session was made `at`. */
async function playedAt(instituteId: number, subjectId: string, at: Date | null) {
  const id = await f.insertParticipant(instituteId, subjectId);
  if (at) {
    const { id: sessionId } = await f.startSession(
      instituteId === f.instituteA ? assessment : await f.createAssessment({ instituteId }),
      id,
    );
    await f.t.db
      .update(assessmentSessions)
      .set({ createdAt: at, startedAt: at })
      .where(eq(assessmentSessions.id, sessionId));
  } else {
    await f.t.db
      .update(participants)
      .set({ createdAt: monthsAgo(0) })
      .where(eq(participants.id, id));
  }
  return id;
}

const setRules = (id: number, retentionMonths: number | null, studyEndsOn: string | null) =>
  f.t.db
    .update(researchInstitutes)
    .set({ retentionMonths, studyEndsOn })
    .where(eq(researchInstitutes.id, id));

const exists = async (id: number) =>
  (await f.t.db.select().from(participants).where(eq(participants.id, id))).length === 1;

describe('the retention round', () => {
  it('erases who is past the rules, keeps the others, audits without the child', async () => {
    await setRules(f.instituteA, 6, null);
    const old = await playedAt(f.instituteA, 'RET-OLD', monthsAgo(7));
    const recent = await playedAt(f.instituteA, 'RET-NEW', monthsAgo(5));
    const soon = await playedAt(f.instituteA, 'RET-SOON', monthsAgo(6, -7));
    // Institute B keeps data until erased by hand.
    const kept = await playedAt(f.instituteB, 'RET-B', monthsAgo(30));

    const attention = await f.get('/api/attention', 'researcherA');
    const listed = attention
      .json()
      .dueForErasure.entries.map(
        (entry: { participant: { subjectId: string } }) => entry.participant.subjectId,
      );
    expect(listed).toContain('RET-SOON');
    expect(listed).toContain('RET-OLD');
    expect(listed).not.toContain('RET-NEW');

    expect(await eraseParticipantsPastRetention(f.t.db)).toBeGreaterThanOrEqual(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await exists(soon)).toBe(true);
    expect(await exists(kept)).toBe(true);
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participant.erased'), eq(auditLog.entityId, String(old))));
    expect(entry).toMatchObject({
      action: 'participant.erased',
      actorUserId: null,
      details: { reason: 'retention', researchInstituteId: f.instituteA, sessions: 1 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/RET-OLD/);
    // The next round finds nothing more.
    expect(await eraseParticipantsPastRetention(f.t.db)).toBe(0);
    await setRules(f.instituteA, null, null);
  });

  it('erases every participant of a study that ended, the day after its end', async () => {
    const instituteB = f.instituteB;
    const a = await playedAt(instituteB, 'END-1', monthsAgo(0));
    await setRules(instituteB, null, new Date().toISOString().slice(0, 10));
    expect(await eraseParticipantsPastRetention(f.t.db)).toBe(0);
    await setRules(instituteB, null, monthsAgo(0, 1).toISOString().slice(0, 10));
    expect(await eraseParticipantsPastRetention(f.t.db)).toBeGreaterThanOrEqual(1);
    expect(await exists(a)).toBe(false);
    await setRules(instituteB, null, null);
  });

  // Two instances are two processes on one PostgreSQL database; the embedded database has one.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'erases each participant once when two instances run their rounds at the same time',
    async () => {
      await setRules(f.instituteA, 1, null);
      const ids = [];
      for (let index = 0; index < 20; index += 1) {
        ids.push(await playedAt(f.instituteA, `TWO-${index}`, monthsAgo(2)));
      }
      const other = await openDatabase(f.t.config.database);
      const retentionErasures = async () => {
        const [row] = await f.t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(
            sql`${auditLog.action} = 'participant.erased' and ${auditLog.details}->>'reason' = 'retention'`,
          );
        return row?.n ?? 0;
      };
      const before = await retentionErasures();
      try {
        const [one, two] = await Promise.all([
          eraseParticipantsPastRetention(f.t.db),
          eraseParticipantsPastRetention(other.db),
        ]);
        // Every erasure once: as many audit entries as the two rounds counted, one per child.
        expect(await retentionErasures()).toBe(before + one + two);
        const [ofThese] = await f.t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(
            sql`${auditLog.action} = 'participant.erased' and ${auditLog.entityId} in (${sql.join(
              ids.map((id) => sql`${String(id)}`),
              sql`, `,
            )})`,
          );
        expect(ofThese?.n).toBe(20);
        for (const id of ids) expect(await exists(id)).toBe(false);
      } finally {
        await other.close();
        await setRules(f.instituteA, null, null);
      }
    },
  );
});

describe('PATCH /api/research-institutes/{id}/consent: retention', () => {
  const patch = async (body: object) =>
    f.t.app.inject({
      method: 'PATCH',
      url: `/api/research-institutes/${f.instituteA}/consent`,
      headers: await f.headers('researcherA'),
      payload: body,
    });

  it('sets and clears the rules, audited', async () => {
    const set = await patch({ retentionMonths: 24, studyEndsOn: '2030-07-31' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ retentionMonths: 24, studyEndsOn: '2030-07-31' });
    expect((await patch({ retentionMonths: null })).json()).toMatchObject({
      retentionMonths: null,
      studyEndsOn: '2030-07-31',
    });
    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'research_institute.retention_changed'))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { retentionMonths: 24, studyEndsOn: '2030-07-31' },
      { retentionMonths: null },
    ]);
    await patch({ studyEndsOn: null });
  });

  it.each([0, 121, 1.5, '12'])(
    'refuses a retention of %s months, naming the field',
    async (months) => {
      const response = await patch({ retentionMonths: months });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        path: '/body/retentionMonths',
        message: 'Must be a whole number of months from 1 to 120',
      });
    },
  );
});
