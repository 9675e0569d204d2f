import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@cogniplay/contract';
import { auditLog, schools } from '../../../src/db/schema/index.ts';
import { organisationsFixtureForFile, type Persona } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();

const get = (url: string, persona?: Persona) => f.get(url, persona);
const create = (body: unknown, persona?: Persona) => f.post('/api/schools', body, persona);
const schoolCount = () => f.count(schools);

describe('GET /api/schools', () => {
  it('shows an admin every school with its managing institute, sorted by name case-insensitively', async () => {
    await f.t.db.insert(schools).values([
      { name: 'aardvark school', managingInstituteId: f.instituteB },
      { name: 'Zebra School', managingInstituteId: null },
    ]);
    const response = await get('/api/schools');
    expect(response.statusCode).toBe(200);
    const list = response.json().schools as { name: string }[];
    expect(list.map((school) => school.name)).toEqual([
      'aardvark school',
      'Free School',
      'School A',
      'School B',
      'Zebra School',
    ]);
    expect(list[1]).toEqual({
      id: f.schoolWithoutInstitute,
      name: 'Free School',
      managingInstitute: null,
    });
    expect(list[2]).toEqual({
      id: f.schoolA,
      name: 'School A',
      managingInstitute: { id: f.instituteA, name: 'Institute A' },
    });
  });

  it("shows a researcher only their own institute's schools", async () => {
    const forA = (await get('/api/schools', 'researcherA')).json().schools as { id: number }[];
    expect(forA.map((school) => school.id)).toEqual([f.schoolA]);
    const forB = (await get('/api/schools', 'researcherB')).json().schools as { name: string }[];
    expect(forB.map((school) => school.name)).toEqual(['aardvark school', 'School B']);
  });

  it('answers 403 to a researcher without an institute, saying why', async () => {
    const lost = await f.t.app.inject({
      url: '/api/schools',
      headers: await f.t.authHeader({ email: 'lost@example.org', roles: ['researcher'] }),
    });
    expect(lost.statusCode).toBe(403);
    expect(lost.json().detail).toBe('You are not a member of any research institute.');
  });
});

describe('GET /api/schools/{id}', () => {
  it('answers the school', async () => {
    const response = await get(`/api/schools/${f.schoolA}`, 'researcherA');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      school: {
        id: f.schoolA,
        name: 'School A',
        managingInstitute: { id: f.instituteA, name: 'Institute A' },
      },
    });
  });

  it("answers 404 for another tenant's school, exactly as for an unknown one", async () => {
    const foreign = await get(`/api/schools/${f.schoolA}`, 'researcherB');
    const unknown = await get('/api/schools/999999', 'researcherB');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });

  // '0', '-1' and the other ids that are no plain id: bad-input.test.ts, on every route.
  it.each(['abc', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const response = await get(`/api/schools/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('/params/id');
  });
});

describe('POST /api/schools', () => {
  it('lets an admin create a school without managing institute; 201 with the school; audited', async () => {
    const response = await create({ schoolName: '  New School ', managingInstituteId: null });
    expect(response.statusCode).toBe(201);
    const { school } = response.json();
    expect(school).toEqual({ id: expect.any(Number), name: 'New School', managingInstitute: null });
    const audit = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'school'), eq(auditLog.entityId, String(school.id))));
    expect(audit).toMatchObject([
      { action: 'school.created', details: { managingInstituteId: null } },
    ]);
    expect(audit[0]?.actorUserId).toEqual(expect.any(Number));
  });

  it('lets an admin choose any institute and a researcher their own', async () => {
    const byAdmin = await create({ schoolName: 'Admin Pick', managingInstituteId: f.instituteB });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().school.managingInstitute).toEqual({
      id: f.instituteB,
      name: 'Institute B',
    });
    const byResearcher = await create(
      { schoolName: 'Own School', managingInstituteId: f.instituteA },
      'researcherA',
    );
    expect(byResearcher.statusCode).toBe(201);
    expect(byResearcher.json().school.managingInstitute.id).toBe(f.instituteA);
  });

  it('answers 409 to a name taken within the same managing institute, and writes nothing', async () => {
    const a = f.instituteA;
    expect((await create({ schoolName: 'Twin School', managingInstituteId: a })).statusCode).toBe(
      201,
    );
    const before = await schoolCount();
    const audits = await f.t.db.select().from(auditLog);
    const taken = await create(
      { schoolName: ' twin SCHOOL', managingInstituteId: a },
      'researcherA',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(
      'A school named "twin SCHOOL" is already managed by this research institute.',
    );
    expect(await schoolCount()).toBe(before);
    expect(await f.t.db.select().from(auditLog)).toHaveLength(audits.length);
    // Another institute, and no institute, are other scopes.
    const elsewhere = await create({
      schoolName: 'Twin School',
      managingInstituteId: f.instituteB,
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(
      (await create({ schoolName: 'Twin School', managingInstituteId: null })).statusCode,
    ).toBe(201);
    const again = await create({ schoolName: 'TWIN school', managingInstituteId: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'A school named "TWIN school" without a managing institute already exists.',
    );
  });

  it('refuses a researcher any other institute or none (403), writing nothing', async () => {
    const before = await schoolCount();
    for (const managingInstituteId of [f.instituteB, null, 999999]) {
      const response = await create({ schoolName: 'Not Mine', managingInstituteId }, 'researcherA');
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(
        'Researchers can only create schools managed by their own research institute.',
      );
    }
    expect(await schoolCount()).toBe(before);
  });

  it('refuses a managing institute that does not exist, naming the field', async () => {
    const before = await schoolCount();
    const response = await create({ schoolName: 'Orphan', managingInstituteId: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: '/body/managingInstituteId', message: 'Research institute not found' },
    ]);
    expect(await schoolCount()).toBe(before);
  });

  // Every other invalid body: the contract's organisations test.
  it('refuses a blank name with 400 naming the field', async () => {
    const response = await create({ schoolName: '  ', managingInstituteId: null });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.path).toBe('/body/schoolName');
    expect(error.message).toBe('School name is required');
  });

  it('refuses a name with a line break (a line of its own in mails), writing nothing', async () => {
    const before = await schoolCount();
    const response = await create(
      {
        schoolName: 'Schule\n\nSECURITY NOTICE: https://evil.example',
        managingInstituteId: f.instituteA,
      },
      'researcherA',
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().errors).toEqual([
      { path: '/body/schoolName', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    expect(await schoolCount()).toBe(before);
  });

  it('refuses extra fields and non-JSON bodies', async () => {
    const extra = await create({ schoolName: 'X', managingInstituteId: null, name: 'X' });
    expect(extra.statusCode).toBe(400);
    const text = await f.t.app.inject({
      method: 'POST',
      url: '/api/schools',
      headers: { ...(await f.headers('admin')), 'content-type': 'application/json' },
      payload: '{"schoolName":',
    });
    expect(text.statusCode).toBe(400);
  });
});

const request = async (method: 'PATCH' | 'DELETE', url: string, body?: object) =>
  f.t.app.inject({ method, url, headers: await f.headers('researcherA'), payload: body });

describe('PATCH /api/schools/{id}', () => {
  it("renames a school of the researcher's institute, audited with the old and new name", async () => {
    const { json } = await create(
      { schoolName: 'Typo Scool', managingInstituteId: f.instituteA },
      'researcherA',
    );
    const id = json().school.id as number;
    const response = await request('PATCH', `/api/schools/${id}`, { schoolName: ' Typo School ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().school.name).toBe('Typo School');
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'school.renamed'), eq(auditLog.entityId, String(id))));
    expect(entry!.details).toEqual({ from: 'Typo Scool', to: 'Typo School' });
  });

  it('answers 409 for a name the institute has (any case) and 400 naming the field for none', async () => {
    const { json } = await create(
      { schoolName: 'Second', managingInstituteId: f.instituteA },
      'researcherA',
    );
    const id = json().school.id as number;
    const taken = await request('PATCH', `/api/schools/${id}`, { schoolName: 'SCHOOL A' });
    expect(taken.statusCode).toBe(409);
    const blank = await request('PATCH', `/api/schools/${id}`, { schoolName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].path).toBe('/body/schoolName');
    expect((await get(`/api/schools/${id}`)).json().school.name).toBe('Second');
  });
});

describe('DELETE /api/schools/{id}', () => {
  it('deletes a school nothing points at, audited, and refuses one with staff naming them', async () => {
    const { json } = await create(
      { schoolName: 'Empty', managingInstituteId: f.instituteA },
      'researcherA',
    );
    const id = json().school.id as number;
    expect((await request('DELETE', `/api/schools/${id}`)).statusCode).toBe(204);
    expect((await get(`/api/schools/${id}`)).statusCode).toBe(404);
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'school.deleted'), eq(auditLog.entityId, String(id))));
    expect(entry!.details).toEqual({ name: 'Empty', managingInstituteId: f.instituteA });

    const held = await request('DELETE', `/api/schools/${f.schoolA}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toMatch(/^This school still has .*staff member/);
    expect((await get(`/api/schools/${f.schoolA}`)).statusCode).toBe(200);
  });
});
