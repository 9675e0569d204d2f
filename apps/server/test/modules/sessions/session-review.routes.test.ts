// /api/sessions/{id}/review: the examiner's notes, irregularity codes and exclusion from
// analysis; and the summaries that leave excluded sessions out and count them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, auditLog } from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let assessment: number;

beforeAll(async () => {
  f = await assessmentsFixture();
  assessment = await f.createAssessment();
}, 180_000);
afterAll(() => f.t.close());

const review = async (
  id: number,
  body: unknown,
  persona: 'researcherA' | 'researcherB' = 'researcherA',
) =>
  f.t.app.inject({
    method: 'PATCH',
    url: `/api/sessions/${id}/review`,
    headers: await f.headers(persona),
    payload: body as object,
  });

/** A session of institute A's assessment, every item answered (3 instances × 3 items). */
async function completedSession(rightAnswers: number) {
  const session = await f.startSession(assessment, f.participantA);
  let index = 0;
  for (const position of [0, 1, 2]) {
    for (const itemIndex of [0, 1, 2]) {
      // Item 1 of each instance fits the rule (the fixture's targets: false, true, false).
      const fits = itemIndex === 1;
      const right = index < rightAnswers;
      await f.answer(
        session.token,
        { position, itemIndex },
        fits === right ? 'fits' : 'does_not_fit',
      );
      index += 1;
    }
  }
  return session;
}

describe('PATCH /api/sessions/{id}/review', () => {
  it('keeps notes, codes in their order and an exclusion, audited without the notes', async () => {
    const { id } = await f.startSession(assessment, f.participantA);
    const first = await f.get(`/api/sessions/${id}/review`, 'researcherA');
    expect(first.json()).toEqual({ notes: '', irregularities: [], exclusion: null });

    const response = await review(id, {
      notes: ' Loud builders next door ',
      irregularities: ['other', 'noise'],
      exclusion: { reason: 'Too noisy to concentrate' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      notes: 'Loud builders next door',
      irregularities: ['noise', 'other'],
      exclusion: { reason: 'Too noisy to concentrate', by: { name: 'Rita Alpha' } },
    });

    // Back into analysis; the notes stay as they are.
    const back = await review(id, { exclusion: null });
    expect(back.json()).toMatchObject({ notes: 'Loud builders next door', exclusion: null });

    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(auditLog.id);
    const reviewed = entries.filter((entry) => entry.action === 'session.reviewed');
    expect(reviewed.map((entry) => entry.details)).toEqual([
      {
        fields: ['notes', 'irregularities', 'exclusion'],
        irregularities: ['noise', 'other'],
        excluded: true,
      },
      { fields: ['exclusion'], excluded: false },
    ]);
    expect(JSON.stringify(reviewed)).not.toMatch(/builders/);
  });

  it.each([
    ['an unknown code', { irregularities: ['thunder'] }, '/body/irregularities/0'],
    ['a code twice', { irregularities: ['noise', 'noise'] }, '/body/irregularities'],
    ['an exclusion without a reason', { exclusion: { reason: ' ' } }, '/body/exclusion/reason'],
    ['notes over 2,000 characters', { notes: 'x'.repeat(2001) }, '/body/notes'],
    ['an empty body', {}, '/body'],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_name, body, path) => {
    const { id } = await f.startSession(assessment, f.participantA);
    const response = await review(id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    const [row] = await f.t.db
      .select()
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, id));
    expect(row).toMatchObject({ examinerNotes: '', irregularities: [], excludedAt: null });
  });

  it("answers 404 to another institute's researcher, and changes nothing", async () => {
    const { id } = await f.startSession(assessment, f.participantA);
    expect((await review(id, { notes: 'x' }, 'researcherB')).statusCode).toBe(404);
    expect((await f.get(`/api/sessions/${id}/review`, 'researcherB')).statusCode).toBe(404);
    const [row] = await f.t.db
      .select()
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, id));
    expect(row?.examinerNotes).toBe('');
  });
});

describe('summaries without excluded sessions', () => {
  it('leave them out of accuracy and scores, count them apart', async () => {
    await completedSession(9);
    const excluded = await completedSession(0);
    expect((await review(excluded.id, { exclusion: { reason: 'Child unwell' } })).statusCode).toBe(
      200,
    );

    const progress = await f.get(`/api/assessments/${assessment}/progress`, 'researcherA');
    expect(progress.json().states.completed).toBe(2);
    expect(progress.json().excludedSessions).toBe(1);
    const binned = progress.json().accuracy as { from: number; sessions: number }[];
    expect(binned.filter((bin) => bin.sessions > 0)).toEqual([
      expect.objectContaining({ from: 0.9, sessions: 1 }),
    ]);

    const statistics = await f.get('/api/statistics/sessions', 'researcherA');
    expect(statistics.json().excludedSessions).toBe(1);
    const ofAssessment = statistics
      .json()
      .accuracyByAssessment.find(
        (entry: { assessment: { id: number } }) => entry.assessment.id === assessment,
      );
    expect(ofAssessment).toMatchObject({ sessions: 1, meanAccuracy: 1 });
    const ruleFinding = statistics
      .json()
      .byGame.find((entry: { game: string }) => entry.game === 'rule-finding');
    expect(ruleFinding).toMatchObject({ sessions: 1, answered: 9, correct: 9 });
  });
});
