// Participants in schools: the school and group on create, PATCH /api/participants/{id}, and the
// cached list after a change.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participants, schools } from '../../../src/db/schema/index.ts';
import { insertSchool } from '../../helper.ts';
import { organisationsFixtureForFile } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();
/** A second school of institute A. */
let schoolA2: number;
beforeAll(async () => {
  schoolA2 = await insertSchool(f.t.db, 'School A2', f.instituteA);
});

/** A school staff member (a teacher of school A): signed in, without a platform role. */
const teacher = { email: 'tom.teacher@example.org', roles: [] };

async function create(body: object, persona: 'admin' | 'researcherA' | 'researcherB' = 'admin') {
  return f.post('/api/participants', body, persona);
}

async function patch(
  id: number,
  body: unknown,
  persona: 'anonymous' | 'admin' | 'researcherA' | 'researcherB' | 'noRole' = 'researcherA',
) {
  return f.t.app.inject({
    method: 'PATCH',
    url: `/api/participants/${id}`,
    headers: await f.headers(persona),
    payload: body as object,
  });
}

async function stored(id: number) {
  const [row] = await f.t.db
    .select({ schoolId: participants.schoolId, group: participants.groupLabel })
    .from(participants)
    .where(eq(participants.id, id));
  return row;
}

async function newParticipantOfA(subjectId: string, extra: object = {}): Promise<number> {
  const response = await create({ subjectId, ...extra }, 'researcherA');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().participant.id as number;
}

describe('POST /api/participants with school and group', () => {
  it('files the participant in a school of its institute with a trimmed group', async () => {
    const response = await create(
      { subjectId: 'SG-1', schoolId: f.schoolA, group: ' 3b ' },
      'researcherA',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().participant).toMatchObject({
      school: { id: f.schoolA, name: 'School A' },
      group: '3b',
    });
    const list = (await f.get('/api/participants', 'researcherA')).json().participants;
    expect(list[0]).toMatchObject({ subjectId: 'SG-1', school: { id: f.schoolA }, group: '3b' });
  });

  it('stores a blank group as none, and no school when none is given', async () => {
    const response = await create({ subjectId: 'SG-2', group: '   ' }, 'researcherA');
    expect(response.statusCode).toBe(201);
    expect(response.json().participant).toMatchObject({ school: null, group: null });
  });

  it.each([
    ['another institute’s school', 'researcherA' as const, () => ({ schoolId: f.schoolB })],
    [
      'a school without institute',
      'researcherA' as const,
      () => ({ schoolId: f.schoolWithoutInstitute }),
    ],
    ['a missing school', 'researcherA' as const, () => ({ schoolId: 999_999 })],
    [
      'a school for a participant without institute',
      'admin' as const,
      () => ({ schoolId: f.schoolA, researchInstituteId: null }),
    ],
    [
      'a school of another institute than the one an admin chose',
      'admin' as const,
      () => ({ schoolId: f.schoolA, researchInstituteId: f.instituteB }),
    ],
  ])('refuses %s with 400 naming schoolId, storing nothing', async (_case, who, fields) => {
    const before = await f.count(participants);
    const response = await create({ subjectId: 'SG-BAD', ...fields() }, who);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([
      { path: '/body/schoolId', message: expect.any(String) },
    ]);
    expect(await f.count(participants)).toBe(before);
  });

  it('lets an admin file a participant in a school of the institute chosen', async () => {
    const response = await create({
      subjectId: 'SG-3',
      researchInstituteId: f.instituteB,
      schoolId: f.schoolB,
      group: '1a',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().participant.school).toEqual({ id: f.schoolB, name: 'School B' });
  });

  // Every other invalid group or school id: the contract's createParticipantBodySchema test.
  it('answers 400 naming the field for a 33-character group', async () => {
    const before = await f.count(participants);
    const response = await create({ subjectId: 'SG-4', group: 'x'.repeat(33) }, 'researcherA');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('/body/group');
    expect(await f.count(participants)).toBe(before);
  });
});

describe('PATCH /api/participants/{id}', () => {
  it('changes school and group, answers the participant and audits the field names only', async () => {
    const id = await newParticipantOfA('P-1', { schoolId: f.schoolA, group: '3b' });
    const response = await patch(id, { schoolId: schoolA2, group: ' 4a ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().participant).toMatchObject({
      id,
      subjectId: 'P-1',
      school: { id: schoolA2, name: 'School A2' },
      group: '4a',
      researchInstitute: { id: f.instituteA },
    });
    expect(await stored(id)).toEqual({ schoolId: schoolA2, group: '4a' });

    const audits = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participant.updated'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ fields: ['schoolId', 'group'] });
    expect(JSON.stringify(audits)).not.toContain('4a');
  });

  it('leaves out fields as they are, and clears them with null or a blank group', async () => {
    const id = await newParticipantOfA('P-2', { schoolId: f.schoolA, group: '3b' });
    expect((await patch(id, { group: '2c' })).json().participant).toMatchObject({
      school: { id: f.schoolA },
      group: '2c',
    });
    expect((await patch(id, { schoolId: null })).json().participant).toMatchObject({
      school: null,
      group: '2c',
    });
    expect((await patch(id, { group: '  ' })).json().participant.group).toBeNull();
    expect(await stored(id)).toEqual({ schoolId: null, group: null });
    // An empty body changes nothing and is not audited.
    const empty = await patch(id, {});
    expect(empty.statusCode).toBe(200);
    const audits = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participant.updated'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(3);
  });

  it('lets an admin change any participant', async () => {
    const id = await newParticipantOfA('P-3');
    const response = await patch(id, { schoolId: f.schoolA, group: '1a' }, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json().participant.school).toEqual({ id: f.schoolA, name: 'School A' });
  });

  it.each([
    ['another institute’s school', () => f.schoolB],
    ['a school without institute', () => f.schoolWithoutInstitute],
    ['a missing school', () => 999_999],
  ])('refuses %s with 400 naming schoolId, changing nothing', async (_case, school) => {
    const id = await newParticipantOfA(`P-4-${school()}`, { schoolId: f.schoolA, group: '3b' });
    // The admin too: the school must be the participant's institute's.
    for (const who of ['researcherA', 'admin'] as const) {
      const response = await patch(id, { schoolId: school(), group: '9z' }, who);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: '/body/schoolId', message: expect.any(String) },
      ]);
    }
    expect(await stored(id)).toEqual({ schoolId: f.schoolA, group: '3b' });
  });

  it('refuses a school for a participant without institute', async () => {
    const response = await create({ subjectId: 'P-5', researchInstituteId: null });
    const id = response.json().participant.id as number;
    const refused = await patch(id, { schoolId: f.schoolA }, 'admin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: '/body/schoolId' });
    // The group alone is fine.
    expect((await patch(id, { group: '1a' }, 'admin')).statusCode).toBe(200);
  });

  // Every other invalid body: the contract's updateParticipantBodySchema test.
  it('answers 400 for an invalid body, changing nothing', async () => {
    const id = await newParticipantOfA('P-6', { group: '3b' });
    const response = await patch(id, { group: 'x'.repeat(33) });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await stored(id)).toEqual({ schoolId: null, group: '3b' });
  });

  it("answers 404 for another institute's participant and a missing one, changing nothing", async () => {
    const id = await newParticipantOfA('P-7', { group: '3b' });
    const crossTenant = await patch(id, { group: 'hacked' }, 'researcherB');
    expect(crossTenant.statusCode).toBe(404);
    expect(crossTenant.json().detail).toBe('Participant not found.');
    expect((await patch(999_999, { group: '1' }, 'admin')).statusCode).toBe(404);
    expect(await stored(id)).toEqual({ schoolId: null, group: '3b' });
  });

  it('answers 401 without a token, 403 to school staff and users without a role', async () => {
    const id = await newParticipantOfA('P-8', { group: '3b' });
    expect((await patch(id, { group: '1' }, 'anonymous')).statusCode).toBe(401);
    expect((await patch(id, { group: '1' }, 'noRole')).statusCode).toBe(403);
    const staff = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/participants/${id}`,
      headers: await f.t.authHeader(teacher),
      payload: { group: '1' },
    });
    expect(staff.statusCode).toBe(403);
    // The role check comes before validation.
    expect((await patch(id, { nonsense: true }, 'noRole')).statusCode).toBe(403);
    expect(await stored(id)).toEqual({ schoolId: null, group: '3b' });
  });

  it('shows the change in the (cached) list at once', async () => {
    const id = await newParticipantOfA('P-9', { schoolId: f.schoolA, group: '3b' });
    const find = async () =>
      (await f.get('/api/participants', 'researcherA'))
        .json()
        .participants.find((p: { id: number }) => p.id === id);
    expect(await find()).toMatchObject({ school: { id: f.schoolA }, group: '3b' });
    expect((await patch(id, { schoolId: schoolA2, group: '4a' })).statusCode).toBe(200);
    expect(await find()).toMatchObject({
      school: { id: schoolA2, name: 'School A2' },
      group: '4a',
    });
  });

  it('shows a renamed school in the (cached) list at once', async () => {
    const id = await newParticipantOfA('P-10', { schoolId: schoolA2 });
    await f.get('/api/participants', 'researcherA');
    await f.t.db.update(schools).set({ name: 'School A2 renamed' }).where(eq(schools.id, schoolA2));
    const list = (await f.get('/api/participants', 'researcherA')).json().participants;
    expect(list.find((p: { id: number }) => p.id === id).school.name).toBe('School A2 renamed');
  });
});

describe('month and year of birth, and sex', () => {
  it('are stored on create and changed by PATCH, the audit naming the fields only', async () => {
    const created = await create(
      { subjectId: 'B-1', birthYear: 2019, birthMonth: 4, sex: 'diverse' },
      'researcherA',
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().participant;
    expect(created.json().participant).toMatchObject({
      birthYear: 2019,
      birthMonth: 4,
      sex: 'diverse',
    });
    const changed = await patch(id, { birthYear: 2018, birthMonth: 12, sex: null });
    expect(changed.json().participant).toMatchObject({
      birthYear: 2018,
      birthMonth: 12,
      sex: null,
    });
    const [audit] = await f.t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participant.updated'), eq(auditLog.entityId, String(id))));
    expect(audit?.details).toEqual({ fields: ['birthYear', 'birthMonth', 'sex'] });
  });

  it('answers 400 naming the field for a birth in the future or before 1900, changing nothing', async () => {
    const id = await newParticipantOfA('B-2', { birthYear: 2019, birthMonth: 4 });
    const next = new Date().getUTCFullYear() + 1;
    for (const [body, path] of [
      [{ birthYear: next, birthMonth: 1 }, '/body/birthYear'],
      [{ birthYear: 1899, birthMonth: 5 }, '/body/birthYear'],
      [{ birthYear: 2019 }, '/body/birthMonth'],
      [{ sex: 'unknown' }, '/body/sex'],
    ] as const) {
      const response = await patch(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const [row] = await f.t.db
      .select({ year: participants.birthYear, month: participants.birthMonth })
      .from(participants)
      .where(eq(participants.id, id));
    expect(row).toEqual({ year: 2019, month: 4 });
  });
});

describe('PATCH /api/participants/{id}: corrections', () => {
  it('corrects a subject ID and names, auditing the old and new ID but never the names', async () => {
    const id = await newParticipantOfA('TYPO-1', { firstName: 'Lena' });
    const response = await patch(id, { subjectId: 'FIXED-1 ', firstName: 'Lea', lastName: 'Roth' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().participant).toMatchObject({
      subjectId: 'FIXED-1',
      firstName: 'Lea',
      lastName: 'Roth',
    });
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participant.updated'), eq(auditLog.entityId, String(id))));
    expect(entry!.details).toEqual({
      fields: ['subjectId', 'firstName', 'lastName'],
      subjectId: { from: 'TYPO-1', to: 'FIXED-1' },
    });
    expect(JSON.stringify(entry!.details)).not.toMatch(/Lea|Roth/);
  });

  it('answers 409 for a subject ID the institute has, 400 for one against the rules; nothing changes', async () => {
    await newParticipantOfA('TAKEN-ID');
    const id = await newParticipantOfA('MINE-1');
    const taken = await patch(id, { subjectId: 'TAKEN-ID', firstName: 'X' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Subject ID already exists');
    const invalid = await patch(id, { subjectId: ' NA' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('/body/subjectId');
    const [row] = await f.t.db.select().from(participants).where(eq(participants.id, id));
    expect(row).toMatchObject({ subjectId: 'MINE-1', firstName: '' });
  });
});
