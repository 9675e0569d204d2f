// POST /api/participants/import/preview and /import, and a school's own
// POST /api/schools/{id}/participants/import(/preview): a class in one go, all or nothing (the
// matrix proves every persona's status).
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, consentForms, participants } from '../../../src/db/schema/index.ts';
import { organisationsFixtureForFile } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();

async function formOf(instituteId: number) {
  const [form] = await f.t.db
    .insert(consentForms)
    .values({
      researchInstituteId: instituteId,
      title: `Import consent ${instituteId}`,
      version: '1',
      language: 'en',
      body: 'I agree.',
    })
    .onConflictDoNothing()
    .returning({ id: consentForms.id });
  return form!.id;
}

const body = (text: string, extra: object = {}) => ({ schoolId: f.schoolA, text, ...extra });
const preview = (payload: unknown) =>
  f.post('/api/participants/import/preview', payload, 'researcherA');
const importing = (payload: unknown) => f.post('/api/participants/import', payload, 'researcherA');
const stored = (subjectIds: string[]) =>
  f.t.db.select().from(participants).where(inArray(participants.subjectId, subjectIds));

describe('POST /api/participants/import', () => {
  it('imports a class into the school with the decisions of the parents, each audited', async () => {
    const formId = await formOf(f.instituteA);
    const text = [
      'subject_id;first_name;group;birth_year;birth_month;consent;consent_date;consent_by',
      'IM-1;Ida;3b;2018;5;given;2026-09-01;parent',
      'IM-2;;3b;;;refused;2026-09-02;guardian',
      'IM-3;Jo;3c;;;;;',
    ].join('\r\n');
    const checked = await preview(body(text, { consentFormId: formId }));
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().problems).toEqual([]);
    expect(checked.json().rows.map((row: { subjectId: string }) => row.subjectId)).toEqual([
      'IM-1',
      'IM-2',
      'IM-3',
    ]);
    expect(await stored(['IM-1'])).toEqual([]);

    const response = await importing(body(text, { consentFormId: formId }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 3 });
    const rows = await stored(['IM-1', 'IM-2', 'IM-3']);
    expect(
      rows.map((row) => [row.subjectId, row.schoolId, row.groupLabel, row.researchInstituteId]),
    ).toEqual(
      expect.arrayContaining([
        ['IM-1', f.schoolA, '3b', f.instituteA],
        ['IM-2', f.schoolA, '3b', f.instituteA],
        ['IM-3', f.schoolA, '3c', f.instituteA],
      ]),
    );
    const listed = (await f.get('/api/participants', 'researcherA')).json().participants as {
      subjectId: string;
      consentStatus: string;
    }[];
    expect(
      Object.fromEntries(
        listed
          .filter((p) => p.subjectId.startsWith('IM-'))
          .map((p) => [p.subjectId, p.consentStatus]),
      ),
    ).toEqual({ 'IM-1': 'given', 'IM-2': 'refused', 'IM-3': 'not_asked' });
    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'participant'),
          inArray(
            auditLog.entityId,
            rows.map((row) => String(row.id)),
          ),
        ),
      );
    expect(entries.filter((e) => e.action === 'participant.created')).toHaveLength(3);
    expect(
      entries.filter((e) => e.action === 'participant.consent_recorded').map((e) => e.details),
    ).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'given', consentFormId: formId })]),
    );
  });

  it('stores nothing while a row has a problem, and names every one', async () => {
    await importing(body('subject_id\nTAKEN-1\n'));
    const text =
      'subject_id,birth_year,birth_month\nNEW-1,2019,3\nTAKEN-1,,\nNEW-2,20x9,3\nNEW-1,,\n';
    const checked = await preview(body(text));
    expect(checked.json().problems).toEqual([
      { row: 3, column: 'subject_id', message: 'Subject ID already exists' },
      { row: 4, column: 'birth_year', message: 'Must be a whole year' },
      { row: 5, column: 'subject_id', message: 'The same subject ID as row 2' },
    ]);
    const response = await importing(body(text));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: '/body/text/3/subject_id', message: 'Subject ID already exists' },
      { path: '/body/text/4/birth_year', message: 'Must be a whole year' },
      { path: '/body/text/5/subject_id', message: 'The same subject ID as row 2' },
    ]);
    expect(await stored(['NEW-1', 'NEW-2'])).toEqual([]);
  });

  it('asks for the form of decisions, and refuses a school or form of another institute', async () => {
    const decided = 'subject_id,consent,consent_date,consent_by\nF-1,given,2026-09-01,parent\n';
    expect((await preview(body(decided))).json().problems).toEqual([
      { row: null, column: 'consent', message: 'Choose the consent form the parents decided on' },
    ]);
    const otherForm = await formOf(f.instituteB);
    const foreignForm = await preview(body(decided, { consentFormId: otherForm }));
    expect(foreignForm.statusCode).toBe(400);
    expect(foreignForm.json().errors[0].path).toBe('/body/consentFormId');
    const foreignSchool = await importing({ schoolId: f.schoolB, text: 'subject_id\nF-2\n' });
    expect(foreignSchool.statusCode).toBe(400);
    expect(foreignSchool.json().errors[0].path).toBe('/body/schoolId');
    expect(await stored(['F-1', 'F-2'])).toEqual([]);
  });

  it("imports a subject ID another institute's child has: IDs are unique per institute", async () => {
    const other = await f.post(
      '/api/participants/import',
      { schoolId: f.schoolB, text: 'subject_id\nSHARED-1\n' },
      'researcherB',
    );
    expect(other.statusCode, other.body).toBe(201);
    const checked = await preview(body('subject_id\nSHARED-1\n'));
    expect(checked.json().problems).toEqual([]);
    expect((await importing(body('subject_id\nSHARED-1\n'))).statusCode).toBe(201);
    expect((await stored(['SHARED-1'])).map((row) => row.researchInstituteId).sort()).toEqual(
      [f.instituteA, f.instituteB].sort(),
    );
  });

  it('answers 400 naming the field for a body without text or school', async () => {
    const response = await importing({ text: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['/body/text', '/body/schoolId']),
    );
  });

  it('imports 500 children of a school at once', async () => {
    const lines = Array.from(
      { length: 500 },
      (_, i) => `BIG-${i},Kind ${i},4a,2017,${(i % 12) + 1}`,
    );
    const response = await importing(
      body(['subject_id,first_name,group,birth_year,birth_month', ...lines].join('\n')),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 500 });
  });
});

describe('POST /api/schools/{id}/participants/import', () => {
  const url = (schoolId: number, step = '') =>
    `/api/schools/${schoolId}/participants/import${step}`;

  it("imports a school administrator's class list into the school and its institute", async () => {
    const text = 'Subject ID;First name;Group\nSA-1;Ida;2a\nSA-2;Ben;2a\n';
    const checked = await f.post(url(f.schoolA, '/preview'), { text }, 'schoolAdminOfA');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().problems).toEqual([]);
    const response = await f.post(url(f.schoolA), { text }, 'schoolAdminOfA');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 2 });
    const rows = await stored(['SA-1', 'SA-2']);
    expect(rows.map((row) => [row.schoolId, row.groupLabel, row.researchInstituteId])).toEqual([
      [f.schoolA, '2a', f.instituteA],
      [f.schoolA, '2a', f.instituteA],
    ]);
    const entries = await f.t.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'participant.created'),
          inArray(
            auditLog.entityId,
            rows.map((row) => String(row.id)),
          ),
        ),
      );
    expect(entries).toEqual([{ actor: f.schoolAdminA }, { actor: f.schoolAdminA }]);
  });

  it("leaves the parents' decisions to the research team", async () => {
    const decided = 'subject_id,consent,consent_date,consent_by\nSD-1,given,2026-09-01,parent\n';
    expect(
      (await f.post(url(f.schoolA, '/preview'), { text: decided }, 'schoolAdminOfA')).json()
        .problems,
    ).toEqual([
      {
        row: null,
        column: 'consent',
        message:
          "Parents' decisions are recorded by the research team: leave the consent columns empty",
      },
    ]);
    const withForm = await f.post(url(f.schoolA), { text: decided, consentFormId: 1 });
    expect(withForm.statusCode).toBe(400);
    expect(await stored(['SD-1'])).toEqual([]);
  });

  it('answers 409 for a school without a managing institute', async () => {
    const response = await f.post(url(f.schoolWithoutInstitute), { text: 'subject_id\nSN-1\n' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/no managing research institute/);
    expect(await stored(['SN-1'])).toEqual([]);
  });
});
