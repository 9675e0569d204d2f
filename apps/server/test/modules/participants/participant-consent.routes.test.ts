// /api/participants/{id}/consent: a participant's consent history and recording a decision;
// and the gate it opens: POST /api/sessions only for participants whose consent is given.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_NEEDED_PROBLEM_TYPE } from '@cogniplay/contract';
import {
  assessmentSessions,
  auditLog,
  participantConsents,
  participants,
} from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let formA: number;
let formB: number;
let assessment: number;

beforeAll(async () => {
  f = await assessmentsFixture();
  const created = async (institute: number) => {
    const response = await f.post(`/api/research-institutes/${institute}/consent-forms`, {
      title: 'Consent',
      version: '3',
      language: 'en',
      body: 'I agree.',
    });
    return response.json().form.id as number;
  };
  formA = await created(f.instituteA);
  formB = await created(f.instituteB);
  assessment = await f.createAssessment();
}, 180_000);
afterAll(() => f.t.close());

/** A participant of institute A with no consent recorded. */
async function unasked(subjectId = `C-${Math.random().toString(36).slice(2, 8)}`) {
  const [row] = await f.t.db
    .insert(participants)
    .values({ subjectId, researchInstituteId: f.instituteA })
    .returning({ id: participants.id });
  return row!.id;
}

const given = (overrides: object = {}) => ({
  status: 'given',
  givenBy: 'parent',
  relation: 'mother',
  decidedOn: '2026-09-01',
  consentFormId: formA,
  ...overrides,
});

const record = (
  id: number,
  body: object,
  persona: 'admin' | 'researcherA' | 'researcherB' = 'researcherA',
) => f.post(`/api/participants/${id}/consent`, body, persona);

const historyRows = async (id: number) =>
  f.t.db.select().from(participantConsents).where(eq(participantConsents.participantId, id));

describe('GET /api/participants/{id}/consent', () => {
  it('answers not asked, with an empty history and the institute’s gate', async () => {
    const id = await unasked();
    const response = await f.get(`/api/participants/${id}/consent`, 'researcherA');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'not_asked',
      sessionsNeedConsent: true,
      history: [],
    });
  });

  it("answers 404 to another institute's researcher", async () => {
    const id = await unasked();
    expect((await f.get(`/api/participants/${id}/consent`, 'researcherB')).statusCode).toBe(404);
  });
});

describe('POST /api/participants/{id}/consent', () => {
  it('records decisions newest first, sets the status and audits without the relation', async () => {
    const id = await unasked();
    const first = await record(id, given());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'given',
      history: [
        {
          status: 'given',
          givenBy: 'parent',
          relation: 'mother',
          decidedOn: '2026-09-01',
          form: { id: formA, title: 'Consent', version: '3', language: 'en' },
          recordedBy: { name: 'Rita Alpha' },
        },
      ],
    });
    // The list (kept per scope until its data changes) shows the newest decision.
    const statusInList = async () => {
      const list = await f.get('/api/participants', 'researcherA');
      return list.json().participants.find((p: { id: number }) => p.id === id).consentStatus;
    };
    expect(await statusInList()).toBe('given');
    const withdrawn = await record(id, {
      status: 'withdrawn',
      givenBy: 'guardian',
      decidedOn: '2026-10-02',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect(withdrawn.json().history.map((entry: { status: string }) => entry.status)).toEqual([
      'withdrawn',
      'given',
    ]);
    expect(withdrawn.json().history[0]).toMatchObject({ form: null, relation: '' });

    expect(await statusInList()).toBe('withdrawn');
    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'participant.consent_recorded'), eq(auditLog.entityId, String(id))),
      )
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { status: 'given', consentFormId: formA, recordId: expect.any(Number) },
      { status: 'withdrawn', recordId: expect.any(Number), sessionsExcluded: 0, linksRevoked: 0 },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/mother/);
  });

  it.each([
    [
      'a date in the future',
      () => given({ decidedOn: '2099-01-01' }),
      '/body/decidedOn',
      'Must not be in the future',
    ],
    [
      'an unknown status',
      () => given({ status: 'maybe' }),
      '/body/status',
      'Must be one of not_asked, given, refused, withdrawn',
    ],
    [
      'no form for consent given',
      () => given({ consentFormId: null }),
      '/body/consentFormId',
      'Choose the consent form',
    ],
    ['no one who decided', () => given({ givenBy: undefined }), '/body/givenBy', 'Say who decided'],
    [
      'a date for not asked',
      () => ({ status: 'not_asked', decidedOn: '2026-01-01' }),
      '/body/decidedOn',
      'Must be empty when not asked',
    ],
    [
      "another institute's form",
      () => given({ consentFormId: formB }),
      '/body/consentFormId',
      "Consent form not found among the participant's research institute's forms",
    ],
    [
      'a form that does not exist',
      () => given({ consentFormId: 999_999 }),
      '/body/consentFormId',
      "Consent form not found among the participant's research institute's forms",
    ],
  ])(
    'answers 400 for %s, naming the field, and records nothing',
    async (_name, body, path, message) => {
      const id = await unasked();
      // A function: the forms' ids exist only once beforeAll has run.
      const response = await record(id, body());
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
      expect(await historyRows(id)).toEqual([]);
    },
  );

  it("answers 404 to another institute's researcher, and records nothing", async () => {
    const id = await unasked();
    expect((await record(id, given(), 'researcherB')).statusCode).toBe(404);
    expect(await historyRows(id)).toEqual([]);
  });
});

describe('withdrawal', () => {
  it('keeps the data: every session excluded, open links stopped, audited with the numbers', async () => {
    const id = await unasked();
    await record(id, given());
    const done = await f.startSession(assessment, id);
    const open = await f.startSession(assessment, id);
    await f.t.db
      .update(assessmentSessions)
      .set({ completedAt: new Date() })
      .where(eq(assessmentSessions.id, done.id));

    const response = await record(id, {
      status: 'withdrawn',
      givenBy: 'parent',
      decidedOn: '2026-10-02',
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await f.t.db
      .select()
      .from(assessmentSessions)
      .where(eq(assessmentSessions.participantId, id));
    expect(rows.map((row) => row.exclusionReason)).toEqual([
      'Consent withdrawn',
      'Consent withdrawn',
    ]);
    expect(rows.find((row) => row.id === open.id)?.revokedAt).not.toBeNull();
    expect(rows.find((row) => row.id === done.id)?.revokedAt).toBeNull();
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'participant.consent_recorded'), eq(auditLog.entityId, String(id))),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({
      status: 'withdrawn',
      sessionsExcluded: 2,
      linksRevoked: 1,
    });
  });

  it('or erases it, saying why in the audit entry', async () => {
    const id = await unasked();
    const headers = await f.headers('researcherA');
    const erase = (reason: string) =>
      f.t.app.inject({
        method: 'DELETE',
        url: `/api/participants/${id}?reason=${reason}`,
        headers,
      });
    const wrong = await erase('bored');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('/querystring/reason');
    expect((await erase('consent_withdrawn')).statusCode).toBe(204);
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participant.erased'), eq(auditLog.entityId, String(id))));
    expect(entry?.details).toMatchObject({ reason: 'consent_withdrawn' });
  });
});

describe('POST /api/sessions: the consent gate', () => {
  const start = (participantIds: number[]) =>
    f.post('/api/sessions', { assessmentId: assessment, participantIds }, 'researcherA');
  const sessionsOf = async (id: number) =>
    f.t.db.select().from(assessmentSessions).where(eq(assessmentSessions.participantId, id));

  it('refuses to start while any chosen child lacks consent, naming them by subject ID', async () => {
    const ready = await unasked('GATE-OK');
    await record(ready, given());
    const notAsked = await unasked('GATE-NEW');
    const refused = await unasked('GATE-NO');
    await record(refused, given({ status: 'refused' }));

    const response = await start([ready, notAsked, refused]);
    expect(response.statusCode).toBe(409);
    expect(response.json().type).toBe(CONSENT_NEEDED_PROBLEM_TYPE);
    expect(response.json().detail).toMatch(
      /2 of the participants have none given: GATE-NEW, GATE-NO/,
    );
    expect(response.json().errors).toEqual([
      { path: '/body/participantIds/1', message: 'GATE-NEW: consent is not recorded' },
      { path: '/body/participantIds/2', message: 'GATE-NO: consent is refused' },
    ]);
    expect(JSON.stringify(response.json())).not.toMatch(/Mia|Muster/);
    for (const id of [ready, notAsked, refused]) expect(await sessionsOf(id)).toEqual([]);

    expect((await start([ready])).statusCode).toBe(201);
  });

  it('starts for anyone when the institute does not ask for consent', async () => {
    const url = `/api/research-institutes/${f.instituteA}/consent`;
    const headers = await f.headers('admin');
    const turn = (sessionsNeedConsent: boolean) =>
      f.t.app.inject({ method: 'PATCH', url, headers, payload: { sessionsNeedConsent } });
    await turn(false);
    try {
      const id = await unasked();
      expect((await start([id])).statusCode).toBe(201);
    } finally {
      await turn(true);
    }
  });
});
