import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameInstances, participants, schoolStaff } from '../../../src/db/schema/index.ts';
import {
  buildTestApp,
  insertInstituteWithResearcher,
  insertSchool,
  insertUser,
  type TestApp,
} from '../../helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const instituteA = await insertInstituteWithResearcher(t.db, 'Institute A', {
    email: 'rita@example.org',
    firstName: 'Rita',
    lastName: 'R',
  });
  const instituteB = await insertInstituteWithResearcher(t.db, 'Institute B', {
    email: 'bert@example.org',
    firstName: 'Bert',
    lastName: 'B',
  });
  const schoolA1 = await insertSchool(t.db, 'A1', instituteA);
  const schoolA2 = await insertSchool(t.db, 'A2', instituteA);
  const schoolB = await insertSchool(t.db, 'B', instituteB);
  await insertSchool(t.db, 'Unmanaged', null);

  const onboarded = await insertUser(t.db, {
    email: 'olga@example.org',
    firstName: 'Olga',
    lastName: 'O',
  });
  const pending = await insertUser(t.db, { email: 'pia@example.org' });
  const pendingB = await insertUser(t.db, { email: 'paul@example.org' });
  const accepted = { acceptedAt: new Date() };
  await t.db.insert(schoolStaff).values([
    // Olga works at both of A's schools and at B's: one person, counted as onboarded as she
    // accepted (A2 still pending). Pia and Paul have not accepted yet.
    { schoolId: schoolA1, userId: onboarded, isTeacher: true, ...accepted },
    { schoolId: schoolA2, userId: onboarded, isAdmin: true },
    { schoolId: schoolB, userId: onboarded, isTeacher: true, ...accepted },
    { schoolId: schoolA2, userId: pending, isAdmin: true },
    { schoolId: schoolB, userId: pendingB, isAdmin: true },
  ]);

  await t.db.insert(participants).values([
    { subjectId: 'A-1', researchInstituteId: instituteA },
    { subjectId: 'A-2', researchInstituteId: instituteA },
    { subjectId: 'A-3', researchInstituteId: instituteA },
    { subjectId: 'B-1', researchInstituteId: instituteB },
    { subjectId: 'N-1', researchInstituteId: null },
  ]);
  await t.db.insert(gameInstances).values([
    { game: 'rule-finding', sequenceNumber: 1, content: {}, contentHash: 'rf-1' },
    { game: 'rule-finding', sequenceNumber: 2, content: {}, contentHash: 'rf-2' },
    { game: 'hand-gesture', content: {}, contentHash: 'hg-1' },
  ]);
});
afterAll(() => t.close());

/** Every game's instances, global whoever asks. */
const INSTANCES_BY_GAME = [
  { game: 'rule-finding', instances: 2 },
  { game: 'hand-gesture', instances: 1 },
];

async function statisticsOf(email: string, roles: ('admin' | 'researcher')[]) {
  return t.app.inject({ url: '/api/statistics', headers: await t.authHeader({ email, roles }) });
}

describe('GET /api/statistics', () => {
  it('counts everything for an admin', async () => {
    const response = await statisticsOf('admin@example.org', ['admin']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      scope: 'all',
      researchInstitutes: 2,
      schools: 4,
      staff: { pending: 2, onboarded: 1 },
      participants: 5,
      instancesByGame: INSTANCES_BY_GAME,
    });
  });

  it("counts a researcher's own institute, with the game instances of everyone", async () => {
    expect((await statisticsOf('rita@example.org', ['researcher'])).json()).toEqual({
      scope: 'institute',
      researchInstitutes: 1,
      schools: 2,
      staff: { pending: 1, onboarded: 1 },
      participants: 3,
      instancesByGame: INSTANCES_BY_GAME,
    });
    expect((await statisticsOf('bert@example.org', ['researcher'])).json()).toMatchObject({
      schools: 1,
      staff: { pending: 1, onboarded: 1 },
      participants: 1,
    });
  });

  it('counts nothing of an institute for a researcher without one', async () => {
    expect((await statisticsOf('loner@example.org', ['researcher'])).json()).toEqual({
      scope: 'institute',
      researchInstitutes: 0,
      schools: 0,
      staff: { pending: 0, onboarded: 0 },
      participants: 0,
      instancesByGame: INSTANCES_BY_GAME,
    });
  });

  it('answers 401 without a token and 403 without admin or researcher role', async () => {
    expect((await t.app.inject({ url: '/api/statistics' })).statusCode).toBe(401);
    expect((await statisticsOf('nobody@example.org', [])).statusCode).toBe(403);
  });
});
