// GET /api/attention: sessions in progress, recent completions and pending invitations, in the
// caller's scope, a few of each with the count of all.
import { eq } from 'drizzle-orm';
import { ATTENTION_LIMIT } from '@cogniplay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, researchers, schoolStaff } from '../../../src/db/schema/index.ts';
import { insertUser } from '../../helper.ts';
import { seedAnsweredSessions } from '../../seed-answers.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let playing: { id: number; token: string };
let assessmentA: number;

const answerOne = (token: string) => f.answer(token, { position: 0, itemIndex: 0 }, 'fits');

beforeAll(async () => {
  f = await assessmentsFixture();
  assessmentA = await f.createAssessment();
  playing = await f.startSession(assessmentA, f.participantA);
  await answerOne(playing.token);
  await f.startSession(assessmentA, f.participantA); // not started: not listed
  const revoked = await f.startSession(assessmentA, f.participantA);
  await answerOne(revoked.token);
  await f.post(`/api/sessions/${revoked.id}/revoke`, {});
  // Seven completed sessions of A (more than a list shows), one of them long ago; one of B.
  await seedAnsweredSessions(f.t.db, {
    assessmentId: assessmentA,
    participantIds: [f.participantA],
    sessions: 7,
  });
  const [old] = await f.t.db
    .select({ id: assessmentSessions.id })
    .from(assessmentSessions)
    .where(eq(assessmentSessions.assessmentId, assessmentA))
    .orderBy(assessmentSessions.id)
    .limit(1)
    .offset(3);
  await f.t.db
    .update(assessmentSessions)
    .set({ completedAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(assessmentSessions.id, old!.id));
  const assessmentB = await f.createAssessment({ instituteId: f.instituteB });
  await seedAnsweredSessions(f.t.db, {
    assessmentId: assessmentB,
    participantIds: [f.participantB],
    sessions: 1,
  });
  // Pending: a researcher of B, a staff member of school A and one of school B.
  const pendingResearcher = await insertUser(f.t.db, { email: 'pending.researcher@example.org' });
  await f.t.db
    .insert(researchers)
    .values({ userId: pendingResearcher, researchInstituteId: f.instituteB });
  for (const [email, schoolId] of [
    ['pending.a@example.org', f.schoolA],
    ['pending.b@example.org', f.schoolB],
  ] as const) {
    const userId = await insertUser(f.t.db, { email });
    await f.t.db.insert(schoolStaff).values({ schoolId, userId, isTeacher: true });
  }
}, 180_000);
afterAll(() => f.t.close());

describe('GET /api/attention', () => {
  it("lists a researcher's sessions in progress and recent completions, their institute's", async () => {
    const response = await f.get('/api/attention', 'researcherA');
    expect(response.statusCode, response.body).toBe(200);
    const { inProgress, recentlyCompleted } = response.json();
    expect(inProgress.total).toBe(1);
    expect(inProgress.entries).toEqual([
      {
        id: playing.id,
        subjectId: 'A-1',
        assessment: { id: assessmentA, name: expect.any(String) },
        answeredCount: 1,
        totalCount: 9,
        at: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    // Six of the seven completed this week; a list shows five, the latest first.
    expect(recentlyCompleted.total).toBe(6);
    expect(recentlyCompleted.entries).toHaveLength(ATTENTION_LIMIT);
    const times = recentlyCompleted.entries.map((e: { at: string }) => e.at);
    expect(times).toEqual(times.toSorted().reverse());
  });

  it("lists the staff invitations of a researcher's schools, an admin's of all and researchers'", async () => {
    const mine = (await f.get('/api/attention', 'researcherA')).json().pendingInvitations;
    expect(mine.entries.map((e: { email: string }) => e.email)).toEqual(['pending.a@example.org']);
    expect(mine.entries[0]).toMatchObject({ kind: 'staff', place: { id: f.schoolA } });
    const all = (await f.get('/api/attention', 'admin')).json();
    expect(all.pendingInvitations.entries.map((e: { email: string }) => e.email)).toEqual(
      expect.arrayContaining([
        'pending.researcher@example.org',
        'pending.a@example.org',
        'pending.b@example.org',
      ]),
    );
    expect(
      all.pendingInvitations.entries.find((e: { kind: string }) => e.kind === 'researcher'),
    ).toMatchObject({ place: { id: f.instituteB } });
    expect(all.recentlyCompleted.total).toBe(7);
    const theirs = (await f.get('/api/attention', 'researcherB')).json();
    expect(theirs.inProgress.total).toBe(0);
    expect(theirs.recentlyCompleted.total).toBe(1);
  });

  it('answers 403 without a role and 401 signed out', async () => {
    expect((await f.get('/api/attention', 'noRole')).statusCode).toBe(403);
    expect((await f.get('/api/attention', 'anonymous')).statusCode).toBe(401);
  });
});
