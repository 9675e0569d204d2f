// GET /api/schools/{id}/progress: a school's classes, children and where their sessions stand,
// for its staff and researchers; never scores or answers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, participants } from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
beforeAll(async () => {
  f = await assessmentsFixture();
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(() => f.t.close());

async function childAt(schoolId: number, group: string | null, subjectId: string) {
  const id = await f.insertParticipant(f.instituteA, subjectId);
  await f.t.db
    .update(participants)
    .set({ schoolId, groupLabel: group, firstName: `First ${subjectId}` })
    .where(eq(participants.id, id));
  return id;
}

describe('GET /api/schools/{id}/progress', () => {
  it("lists the classes in natural order, each child's latest session per assessment and its state", async () => {
    const [reading, counting] = [await f.createAssessment(), await f.createAssessment()];
    const ten = await childAt(f.schoolA, '10a', 'P-10');
    const two = await childAt(f.schoolA, '2b', 'P-2');
    const nine = await childAt(f.schoolA, '2b', 'P-9');
    const noClass = await childAt(f.schoolA, null, 'P-1');
    // An earlier attempt, then the latest one, which is in progress.
    await f.startSession(reading, two);
    const latest = await f.startSession(reading, two);
    await f.t.db
      .update(assessmentSessions)
      .set({ startedAt: new Date(), answeredCount: 4 })
      .where(eq(assessmentSessions.id, latest.id));
    const done = await f.startSession(counting, two);
    await f.t.db
      .update(assessmentSessions)
      .set({ startedAt: new Date(), completedAt: new Date(), answeredCount: 9 })
      .where(eq(assessmentSessions.id, done.id));
    const waiting = await f.startSession(reading, ten);

    const response = await f.get(`/api/schools/${f.schoolA}/progress`, 'teacherOfA');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.school).toEqual({ id: f.schoolA, name: 'School A' });
    expect(body.assessments.map((a: { id: number }) => a.id).sort()).toEqual(
      [reading, counting].sort(),
    );
    expect(body.groups.map((g: { group: string | null }) => g.group)).toEqual(['2b', '10a', null]);
    const [classTwo, classTen, none] = body.groups;
    expect(classTwo.children.map((c: { participantId: number }) => c.participantId)).toEqual([
      two,
      nine,
    ]);
    expect(classTwo.children[0]).toMatchObject({ subjectId: 'P-2', firstName: 'First P-2' });
    expect(classTwo.children[0].sessions).toEqual(
      expect.arrayContaining([
        {
          assessmentId: reading,
          sessionId: latest.id,
          state: 'in_progress',
          answeredCount: 4,
          totalCount: 9,
        },
        {
          assessmentId: counting,
          sessionId: done.id,
          state: 'completed',
          answeredCount: 9,
          totalCount: 9,
        },
      ]),
    );
    expect(classTwo.children[1].sessions).toEqual([]);
    expect(classTen.children[0].sessions).toEqual([
      {
        assessmentId: reading,
        sessionId: waiting.id,
        state: 'not_started',
        answeredCount: 0,
        totalCount: 9,
      },
    ]);
    expect(none.children.map((c: { participantId: number }) => c.participantId)).toEqual([noClass]);
    // Progress only: nothing scored.
    expect(response.body).not.toMatch(/correct|accuracy|score/i);

    // The school's administrator and its institute's researcher see the same.
    const asAdmin = await f.get(`/api/schools/${f.schoolA}/progress`, 'schoolAdminOfA');
    expect(asAdmin.json()).toEqual(body);
    const asResearcher = await f.get(`/api/schools/${f.schoolA}/progress`, 'researcherA');
    expect(asResearcher.json()).toEqual(body);
  });

  it('answers 404 for another school, 403 without a role or school, 400 for a bad id', async () => {
    expect((await f.get(`/api/schools/${f.schoolB}/progress`, 'teacherOfA')).statusCode).toBe(404);
    expect((await f.get(`/api/schools/${f.schoolA}/progress`, 'researcherB')).statusCode).toBe(404);
    expect((await f.get(`/api/schools/${f.schoolA}/progress`, 'noRole')).statusCode).toBe(403);
    expect((await f.get('/api/schools/x/progress', 'teacherOfA')).statusCode).toBe(400);
  });
});
