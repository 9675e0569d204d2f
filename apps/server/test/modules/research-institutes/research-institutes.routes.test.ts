import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, researchInstitutes } from '../../../src/db/schema/index.ts';
import { organisationsFixtureForFile } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();

const post = (body: unknown, persona: 'admin' | 'researcherA' = 'admin') =>
  f.post('/api/research-institutes', body, persona);

describe('POST /api/research-institutes', () => {
  it('creates the institute with its trimmed name, answers 201 with its id and audits it', async () => {
    const response = await post({ name: '  Lab of Play  ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await f.t.db
      .select()
      .from(researchInstitutes)
      .where(eq(researchInstitutes.id, id));
    expect(row?.name).toBe('Lab of Play');
    const audit = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'research_institute'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject([{ action: 'research_institute.created' }]);
    expect(audit[0]?.actorUserId).toEqual(expect.any(Number));
  });

  // Every other invalid name: the contract's organisations test.
  it('refuses a blank name with 400 naming the field', async () => {
    const response = await post({ name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([
      { path: '/body/name', message: 'Institute name is required' },
    ]);
  });

  it('answers 409 to a name already taken, whatever its case and spaces, and writes nothing', async () => {
    expect((await post({ name: 'Unique Lab' })).statusCode).toBe(201);
    const before = await f.t.db.select().from(researchInstitutes);
    const audits = await f.t.db.select().from(auditLog);
    const response = await post({ name: '  unique LAB ' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe('A research institute named "unique LAB" already exists.');
    expect(await f.t.db.select().from(researchInstitutes)).toHaveLength(before.length);
    expect(await f.t.db.select().from(auditLog)).toHaveLength(audits.length);
  });

  it('refuses extra fields', async () => {
    const response = await post({ name: 'Lab', id: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain('"id"');
  });

  it('answers 403 to a researcher and writes nothing', async () => {
    const before = await f.t.db.select().from(researchInstitutes);
    expect((await post({ name: 'Sneaky' }, 'researcherA')).statusCode).toBe(403);
    expect(await f.t.db.select().from(researchInstitutes)).toHaveLength(before.length);
  });
});

describe('GET /api/research-institutes', () => {
  it('lists every institute sorted by name, case-insensitively', async () => {
    await post({ name: 'alpha lab' });
    await post({ name: 'Zeta Lab' });
    const response = await f.t.app.inject({
      url: '/api/research-institutes',
      headers: await f.headers('admin'),
    });
    expect(response.statusCode).toBe(200);
    const names = response
      .json<{ researchInstitutes: { name: string }[] }>()
      .researchInstitutes.map((institute) => institute.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(names.indexOf('alpha lab')).toBeLessThan(names.indexOf('Empty Institute'));
    expect(names.at(-1)).toBe('Zeta Lab');
  });
});

describe('GET /api/research-institutes/{id}', () => {
  it('answers the institute', async () => {
    const response = await f.t.app.inject({
      url: `/api/research-institutes/${f.instituteA}`,
      headers: await f.headers('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: f.instituteA, name: 'Institute A' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const headers = await f.headers('admin');
    const unknown = await f.t.app.inject({ url: '/api/research-institutes/999999', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Research institute not found.');
    const malformed = await f.t.app.inject({ url: '/api/research-institutes/abc', headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('/params/id');
  });
});

describe('PATCH /api/research-institutes/{id}', () => {
  const rename = async (id: number, body: object) =>
    f.t.app.inject({
      method: 'PATCH',
      url: `/api/research-institutes/${id}`,
      headers: await f.headers('admin'),
      payload: body,
    });

  it('renames an institute, audited with the old and new name; 409 for a name taken', async () => {
    const created = await post({ name: 'Institut fur Tests' });
    const id = created.json().id as number;
    const response = await rename(id, { name: 'Institut für Tests' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe('Institut für Tests');
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'research_institute.renamed'), eq(auditLog.entityId, String(id))),
      );
    expect(entry!.details).toEqual({ from: 'Institut fur Tests', to: 'Institut für Tests' });
    const [other] = await f.t.db
      .select({ name: researchInstitutes.name })
      .from(researchInstitutes)
      .where(eq(researchInstitutes.id, f.instituteA));
    expect((await rename(id, { name: other!.name.toUpperCase() })).statusCode).toBe(409);
    expect((await rename(999_999, { name: 'Nobody' })).statusCode).toBe(404);
  });
});
