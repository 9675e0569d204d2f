// /api/schools/{id}/sheets: a school's staff print the cards of the sessions a researcher
// started for its children; only those cards, with new links.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
beforeAll(async () => {
  f = await assessmentsFixture();
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(() => f.t.close());

async function childOfSchoolA(): Promise<number> {
  const id = await f.insertParticipant(f.instituteA);
  await f.t.db.update(participants).set({ schoolId: f.schoolA }).where(eq(participants.id, id));
  return id;
}

describe('GET /api/schools/{id}/sheets and POST …/sheets/{batchId}/links', () => {
  it("lets the school's teacher print its children's cards of a researcher's start", async () => {
    const assessment = await f.createAssessment();
    const [pupil, elsewhere] = [await childOfSchoolA(), await f.insertParticipant(f.instituteA)];
    const started = await f.post(
      '/api/sessions',
      { assessmentId: assessment, participantIds: [pupil, elsewhere] },
      'researcherA',
    );
    const { batchId, sessions } = started.json();

    const listed = await f.get(`/api/schools/${f.schoolA}/sheets`, 'teacherOfA');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().sheets).toContainEqual(
      expect.objectContaining({ id: batchId, cards: 1, reprintable: 1 }),
    );
    const printed = await f.post(
      `/api/schools/${f.schoolA}/sheets/${batchId}/links`,
      {},
      'teacherOfA',
    );
    expect(printed.statusCode, printed.body).toBe(201);
    expect(printed.json().sessions).toEqual([
      expect.objectContaining({ id: sessions[0].id, schoolName: 'School A' }),
    ]);
    // The researcher's card of the child elsewhere still works; the school's old card does not.
    const play = (url: string) => f.t.app.inject({ url: `/api/play/${url.split('/play/')[1]}` });
    expect((await play(sessions[1].playUrl)).statusCode).toBe(200);
    expect((await play(sessions[0].playUrl)).statusCode).toBe(404);
    expect((await play(printed.json().sessions[0].playUrl)).statusCode).toBe(200);
  });

  it('answers 404 for another school or a sheet without its children, 403 without a role', async () => {
    const elsewhere = await f.post('/api/sessions', {
      assessmentId: await f.createAssessment(),
      participantIds: [f.participantA],
    });
    const { batchId } = elsewhere.json();
    const links = (persona: 'teacherOfA' | 'researcherB') =>
      f.post(`/api/schools/${f.schoolA}/sheets/${batchId}/links`, {}, persona);
    expect((await links('teacherOfA')).statusCode).toBe(404);
    expect((await links('researcherB')).statusCode).toBe(404);
    expect((await f.get(`/api/schools/${f.schoolB}/sheets`, 'teacherOfA')).statusCode).toBe(404);
    expect((await f.get(`/api/schools/${f.schoolA}/sheets`, 'noRole')).statusCode).toBe(403);
    expect((await f.get('/api/schools/x/sheets', 'teacherOfA')).statusCode).toBe(400);
  });
});
