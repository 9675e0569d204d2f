import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_ID_START_MESSAGE } from '@cogniplay/contract';
import { auditLog, participants, researchInstitutes } from '../../../src/db/schema/index.ts';
import {
  buildTestApp,
  insertInstituteWithResearcher,
  insertResearcher,
  insertUser,
  type TestApp,
} from '../../helper.ts';

let t: TestApp;
let instituteA: number;
let instituteB: number;
let researcherAId: number;

const admin = { email: 'admin@example.org', roles: ['admin' as const] };
const researcherA = { email: 'rita@example.org', roles: ['researcher' as const] };
const researcherB = { email: 'bert@example.org', roles: ['researcher' as const] };
const nobody = { email: 'nobody@example.org', roles: [] };

async function post(who: typeof admin | typeof researcherA | typeof nobody, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/participants',
    headers: await t.authHeader(who),
    payload: payload as object,
  });
}

async function get(who: typeof admin | typeof researcherA | typeof nobody, url: string) {
  return t.app.inject({ url, headers: await t.authHeader(who) });
}

const countParticipants = async () => (await t.db.select().from(participants)).length;

beforeAll(async () => {
  t = await buildTestApp();
  researcherAId = await insertUser(t.db, { email: researcherA.email });
  instituteA = await insertResearcher(t.db, researcherAId, 'Institute A');
  instituteB = await insertInstituteWithResearcher(t.db, 'Institute B', {
    email: researcherB.email,
  });
});
afterAll(() => t.close());

describe('POST /api/participants', () => {
  it("files a researcher's participant under their own institute, trimmed, with an audit entry without names", async () => {
    const response = await post(researcherA, {
      subjectId: 'A-001 ',
      firstName: ' Mia ',
      lastName: 'Muster',
    });
    expect(response.statusCode).toBe(201);
    const { participant } = response.json();
    expect(participant).toMatchObject({
      subjectId: 'A-001',
      firstName: 'Mia',
      lastName: 'Muster',
      researchInstitute: { id: instituteA, name: 'Institute A' },
    });
    expect(new Date(participant.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'participant'), eq(auditLog.entityId, String(participant.id))),
      );
    expect(audit).toMatchObject({
      action: 'participant.created',
      entityType: 'participant',
      actorUserId: researcherAId,
      details: { researchInstituteId: instituteA },
    });
    expect(JSON.stringify(audit)).not.toMatch(/Mia|Muster/);
  });

  it('accepts a participant without names (stored empty)', async () => {
    const response = await post(researcherA, { subjectId: 'A-002' });
    expect(response.statusCode).toBe(201);
    expect(response.json().participant).toMatchObject({ firstName: '', lastName: '' });
  });

  it('answers 409 for a subject ID the institute already has, and stores nothing', async () => {
    const before = await countParticipants();
    const response = await post(researcherA, { subjectId: 'A-001', firstName: 'Other' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, detail: 'Subject ID already exists' });
    expect(await countParticipants()).toBe(before);
  });

  it('lets another institute use the same subject ID', async () => {
    expect((await post(researcherB, { subjectId: 'A-001' })).statusCode).toBe(201);
  });

  it('lets an admin choose an institute or none; subject IDs without institute share one namespace', async () => {
    const chosen = await post(admin, { subjectId: 'X-1', researchInstituteId: instituteB });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().participant.researchInstitute).toEqual({
      id: instituteB,
      name: 'Institute B',
    });

    const none = await post(admin, { subjectId: 'X-1', researchInstituteId: null });
    expect(none.statusCode).toBe(201);
    expect(none.json().participant.researchInstitute).toBeNull();
    expect((await post(admin, { subjectId: 'X-1' })).statusCode).toBe(409);
  });

  it('refuses an institute that does not exist, naming the field', async () => {
    const response = await post(admin, { subjectId: 'X-2', researchInstituteId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: '/body/researchInstituteId', message: 'Research institute not found' },
    ]);
  });

  it('refuses an institute id past the database integer range with 400, storing nothing', async () => {
    const before = await countParticipants();
    const response = await post(admin, {
      subjectId: 'X-3',
      researchInstituteId: Number.MAX_SAFE_INTEGER,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('/body/researchInstituteId');
    expect(await countParticipants()).toBe(before);
  });

  it("refuses a researcher's participant for another institute", async () => {
    const before = await countParticipants();
    const response = await post(researcherA, { subjectId: 'A-9', researchInstituteId: instituteB });
    expect(response.statusCode).toBe(403);
    expect(await countParticipants()).toBe(before);
    // Their own institute's id is fine.
    const own = await post(researcherA, { subjectId: 'A-9', researchInstituteId: instituteA });
    expect(own.statusCode).toBe(201);
  });

  // Every other invalid body: the contract's createParticipantBodySchema test.
  it.each([
    ['a missing subject ID', {}, '/body/subjectId', 'Subject ID is required'],
    [
      'a 10,000-character first name',
      { subjectId: 'B-1', firstName: 'x'.repeat(10_000) },
      '/body/firstName',
      'Must be at most 100 characters',
    ],
    [
      'a subject ID a spreadsheet would read as a formula',
      { subjectId: '-P23' },
      '/body/subjectId',
      SUBJECT_ID_START_MESSAGE,
    ],
  ])(
    'answers 400 naming the field for %s, and stores nothing',
    async (_case, body, path, message) => {
      const before = await countParticipants();
      const response = await post(admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors).toEqual([{ path, message }]);
      expect(await countParticipants()).toBe(before);
    },
  );

  it('refuses unknown fields', async () => {
    const response = await post(admin, { subjectId: 'B-2', age: 7 });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('age');
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await post(admin, ['B-3'])).statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/participants',
      headers: { ...(await t.authHeader(admin)), 'content-type': 'text/plain' },
      payload: 'B-3',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers 403 to users without admin or researcher role before validating the body', async () => {
    // The role check comes before validation: no hint about the expected body either.
    expect((await post(nobody, {})).statusCode).toBe(403);
  });

  it('answers 403 to a researcher without an institute', async () => {
    const response = await post(
      { email: 'loner@example.org', roles: ['researcher' as const] },
      { subjectId: 'L-1' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/participants', () => {
  it("shows a researcher only their own institute's participants, newest first", async () => {
    const response = await get(researcherA, '/api/participants');
    expect(response.statusCode).toBe(200);
    const list = response.json().participants as { subjectId: string }[];
    expect(list.map((p) => p.subjectId)).toEqual(['A-9', 'A-002', 'A-001']);
    expect(Object.keys(response.json().participants[0]).sort()).toEqual([
      'consentStatus',
      'firstName',
      'group',
      'id',
      'lastName',
      'school',
      'subjectId',
    ]);
  });

  it('sends the list gzip-compressed to clients that accept it', async () => {
    // Over 1 KB: smaller bodies are not worth compressing.
    await t.db.insert(participants).values(
      Array.from({ length: 30 }, (_, i) => ({
        subjectId: `B-GZIP-${i}`,
        firstName: 'Gzip',
        lastName: `Test ${i}`,
        researchInstituteId: instituteB,
      })),
    );
    const response = await t.app.inject({
      url: '/api/participants',
      headers: { ...(await t.authHeader(researcherB)), 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const plain = await get(researcherB, '/api/participants');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('shows a participant added after the list was sent (the cached list is renewed)', async () => {
    const before = (await get(researcherB, '/api/participants')).json().participants;
    await get(researcherA, '/api/participants');
    expect((await post(researcherB, { subjectId: 'B-NEW' })).statusCode).toBe(201);
    const after = (await get(researcherB, '/api/participants')).json().participants;
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ subjectId: 'B-NEW' });
    // Another institute's list is unchanged and does not show it.
    const listA = (await get(researcherA, '/api/participants')).json().participants;
    expect(listA.map((p: { subjectId: string }) => p.subjectId)).toEqual(['A-9', 'A-002', 'A-001']);
  });

  it('shows writes that bypass the API too (a trigger raises the change counter)', async () => {
    await get(researcherA, '/api/participants');
    await t.db
      .update(participants)
      .set({ firstName: 'Renamed' })
      .where(eq(participants.subjectId, 'A-002'));
    const list = (await get(researcherA, '/api/participants')).json().participants;
    expect(list.find((p: { subjectId: string }) => p.subjectId === 'A-002')).toMatchObject({
      firstName: 'Renamed',
    });
  });

  it('shows an admin every participant', async () => {
    const response = await get(admin, '/api/participants');
    expect(response.json().participants).toHaveLength(await countParticipants());
  });

  it("narrows an admin's list to one institute with researchInstituteId", async () => {
    const all = (await get(admin, '/api/participants')).json().participants;
    const narrowed = await get(admin, `/api/participants?researchInstituteId=${instituteA}`);
    expect(narrowed.statusCode).toBe(200);
    const ofA = (await get(researcherA, '/api/participants')).json().participants;
    expect(narrowed.json().participants).toEqual(ofA);
    expect(ofA.length).toBeGreaterThan(0);
    expect(ofA.length).toBeLessThan(all.length);
  });

  it("narrows a researcher's list to nothing for another institute, their own to itself", async () => {
    const own = (await get(researcherA, '/api/participants')).json();
    expect(
      (await get(researcherA, `/api/participants?researchInstituteId=${instituteA}`)).json(),
    ).toEqual(own);
    const other = await get(researcherA, `/api/participants?researchInstituteId=${instituteB}`);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ participants: [] });
  });

  it('answers 400 to an institute id that is not a positive integer, or an unknown filter', async () => {
    for (const query of ['researchInstituteId=0', 'researchInstituteId=x', 'institute=1']) {
      expect((await get(admin, `/api/participants?${query}`)).statusCode).toBe(400);
    }
  });

  it('shows a researcher without an institute no participants', async () => {
    const loner = { email: 'loner@example.org', roles: ['researcher' as const] };
    const response = await get(loner, '/api/participants');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ participants: [] });
    expect((await get(loner, '/api/participants/1')).statusCode).toBe(404);
  });
});

describe('GET /api/participants/{id}', () => {
  async function idOf(subjectId: string, instituteId: number) {
    const [row] = await t.db
      .select({ id: participants.id, institute: participants.researchInstituteId })
      .from(participants)
      .where(eq(participants.subjectId, subjectId));
    expect(row?.institute).toBe(instituteId);
    return row!.id;
  }

  it('answers the participant with institute and creation date to its institute and admins', async () => {
    const id = await idOf('A-002', instituteA);
    for (const who of [researcherA, admin]) {
      const response = await get(who, `/api/participants/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().participant).toMatchObject({
        id,
        subjectId: 'A-002',
        researchInstitute: { id: instituteA, name: 'Institute A' },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
  });

  it("answers 404 for another institute's participant, as for a missing one", async () => {
    const id = await idOf('A-002', instituteA);
    const crossTenant = await get(researcherB, `/api/participants/${id}`);
    expect(crossTenant.statusCode).toBe(404);
    expect(crossTenant.json().detail).toBe('Participant not found.');
    expect((await get(admin, '/api/participants/999999')).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    expect((await get(admin, '/api/participants/abc')).statusCode).toBe(400);
  });
});

describe('institutes', () => {
  it('has the two institutes of this test only', async () => {
    expect(await t.db.select().from(researchInstitutes)).toHaveLength(2);
  });
});
