// /api/research-institutes/{id}/consent and /consent-forms: the gate and the forms of an
// institute, for admins and its own researchers (the matrix proves every persona's status).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, consentForms, researchInstitutes } from '../../../src/db/schema/index.ts';
import { organisationsFixtureForFile } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();

const form = (overrides: object = {}) => ({
  title: 'Parental consent',
  version: '2.1',
  language: 'de-CH',
  body: 'Ich bin einverstanden.',
  ...overrides,
});

async function patch(url: string, body: unknown, persona: 'admin' | 'researcherA' = 'admin') {
  return f.t.app.inject({
    method: 'PATCH',
    url,
    headers: await f.headers(persona),
    payload: body as object,
  });
}

describe('GET /api/research-institutes/{id}/consent', () => {
  it('answers a new institute with the gate on and no forms', async () => {
    const response = await f.get(`/api/research-institutes/${f.instituteA}/consent`, 'researcherA');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      sessionsNeedConsent: true,
      forms: [],
      retentionMonths: null,
      studyEndsOn: null,
      answersAfterStop: 'keep',
    });
  });

  it('answers 404 for an institute that does not exist', async () => {
    expect((await f.get('/api/research-institutes/999999/consent')).statusCode).toBe(404);
  });

  it('answers 400 naming the id when it is not one', async () => {
    const response = await f.get('/api/research-institutes/x/consent');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('/params/id');
  });
});

describe('POST /api/research-institutes/{id}/consent-forms', () => {
  it('stores a form, lists it newest first and audits it', async () => {
    const url = `/api/research-institutes/${f.instituteA}/consent-forms`;
    const first = await f.post(url, form({ version: '1' }), 'researcherA');
    expect(first.statusCode, first.body).toBe(201);
    const second = await f.post(url, form({ title: ' Parental consent ' }), 'researcherA');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().form).toMatchObject(form());

    const settings = await f.get(`/api/research-institutes/${f.instituteA}/consent`);
    expect(settings.json().forms.map((entry: { version: string }) => entry.version)).toEqual([
      '2.1',
      '1',
    ]);
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(second.json().form.id)));
    expect(entry).toMatchObject({
      action: 'consent_form.created',
      entityType: 'consent_form',
      details: { researchInstituteId: f.instituteA, version: '2.1', language: 'de-CH' },
    });
  });

  it('refuses a second form of the same title (any case), version and language with 409', async () => {
    const url = `/api/research-institutes/${f.instituteB}/consent-forms`;
    expect((await f.post(url, form())).statusCode).toBe(201);
    const again = await f.post(url, form({ title: 'PARENTAL CONSENT', body: 'Other text' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/title, version and language/);
    // Another language of the same version is another form.
    expect((await f.post(url, form({ language: 'fr' }))).statusCode).toBe(201);
  });

  it('answers 400 naming each wrong field, and stores nothing', async () => {
    const before = await f.count(consentForms);
    const response = await f.post(
      `/api/research-institutes/${f.instituteA}/consent-forms`,
      form({ title: ' ', version: 'x'.repeat(33), language: 'German', body: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['/body/body', '/body/language', '/body/title', '/body/version']);
    expect(await f.count(consentForms)).toBe(before);
  });

  it("answers 404 for another institute's researcher, and stores nothing", async () => {
    const before = await f.count(consentForms);
    const response = await f.post(
      `/api/research-institutes/${f.instituteB}/consent-forms`,
      form({ version: '9' }),
      'researcherA',
    );
    expect(response.statusCode).toBe(404);
    expect(await f.count(consentForms)).toBe(before);
  });
});

describe('PATCH /api/research-institutes/{id}/consent', () => {
  it('turns the gate off and on, auditing each change and not a repeat', async () => {
    const url = `/api/research-institutes/${f.instituteEmpty}/consent`;
    const off = await patch(url, { sessionsNeedConsent: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().sessionsNeedConsent).toBe(false);
    await patch(url, { sessionsNeedConsent: false });
    expect((await patch(url, { sessionsNeedConsent: true })).json().sessionsNeedConsent).toBe(true);

    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'research_institute.consent_gate_changed'))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { sessionsNeedConsent: false },
      { sessionsNeedConsent: true },
    ]);
  });

  it('answers 400 for a value that is not true or false, and changes nothing', async () => {
    const response = await patch(`/api/research-institutes/${f.instituteA}/consent`, {
      sessionsNeedConsent: 'no',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      path: '/body/sessionsNeedConsent',
      message: 'Must be true or false',
    });
    const [row] = await f.t.db
      .select({ on: researchInstitutes.sessionsNeedConsent })
      .from(researchInstitutes)
      .where(eq(researchInstitutes.id, f.instituteA));
    expect(row?.on).toBe(true);
  });

  it('sets what a stop does to answers, audited', async () => {
    const url = `/api/research-institutes/${f.instituteEmpty}/consent`;
    const response = await patch(url, { answersAfterStop: 'discard' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().answersAfterStop).toBe('discard');
    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'research_institute.answers_after_stop_changed'));
    expect(entries.map((entry) => entry.details)).toEqual([{ answersAfterStop: 'discard' }]);
  });

  it('answers 400 naming answersAfterStop for a value it does not know, and changes nothing', async () => {
    const response = await patch(`/api/research-institutes/${f.instituteA}/consent`, {
      answersAfterStop: 'archive',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      path: '/body/answersAfterStop',
      message: 'Must be one of keep, discard',
    });
    expect((await f.get(`/api/research-institutes/${f.instituteA}/consent`)).json()).toMatchObject({
      answersAfterStop: 'keep',
    });
  });
});
