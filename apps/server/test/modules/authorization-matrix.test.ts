// Every endpoint of the organisations, participants, assessments, sessions and exports APIs (and
// the play API, which needs no sign-in) as anonymous, admin, researcher of institute A, researcher
// of institute B, a signed-in user without a role, and a teacher and an administrator of school A
// (who have no role), against one table of expected statuses.
// Each call is valid, so only the caller decides the outcome.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  participants,
  researchers,
  researchInstitutes,
  schools,
  schoolStaff,
} from '../../src/db/schema/index.ts';
import { insertUser } from '../helper.ts';
import { assessmentsFixture, type AssessmentsFixture } from './assessments/assessments-fixture.ts';
import { PERSONAS } from './organisations-fixture.ts';

let f: AssessmentsFixture;
/** An assessment of institute A with a session (locked), and one without (unlocked). */
let lockedA: number;
let unlockedA: number;
let sessionA: { id: number; token: string };
beforeAll(async () => {
  f = await assessmentsFixture();
  lockedA = await f.createAssessment();
  unlockedA = await f.createAssessment();
  sessionA = await f.startSession(lockedA, f.participantA);
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(() => f.t.close());

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A URL, or a set-up that makes a fresh record per call (a pending invitation) and names it. */
  url: string | (() => Promise<string>);
  /** A fresh body per call, so creating twice never conflicts. */
  body?: () => object;
}

const unique = () => randomUUID().slice(0, 8);
const email = () => `matrix-${unique()}@example.org`;

/** A fresh pending researcher of institute A; its resend/revoke URL. */
async function pendingResearcher(f: AssessmentsFixture): Promise<string> {
  const userId = await insertUser(f.t.db, { email: email() });
  await f.t.db.insert(researchers).values({ userId, researchInstituteId: f.instituteA });
  return `/api/researchers/${userId}/invitation`;
}

/** A fresh pending staff member of school A with the roles; its page/resend/revoke URL. */
async function pendingStaff(f: AssessmentsFixture, isTeacher: boolean): Promise<string> {
  const userId = await insertUser(f.t.db, { email: email() });
  const [membership] = await f.t.db
    .insert(schoolStaff)
    .values({ schoolId: f.schoolA, userId, isAdmin: !isTeacher, isTeacher })
    .returning({ id: schoolStaff.id });
  return `/api/schools/${f.schoolA}/invitations/${membership!.id}`;
}

/** A fresh session of institute A's locked assessment; its URL plus `suffix`. */
async function freshSession(f: AssessmentsFixture, suffix: string): Promise<string> {
  const { id } = await f.startSession(lockedA, f.participantA);
  return `/api/sessions/${id}${suffix}`;
}

/** A fresh start of institute A's locked assessment; its sheet's URL plus `suffix`. */
async function freshBatch(f: AssessmentsFixture, suffix: string): Promise<string> {
  const response = await f.post('/api/sessions', {
    assessmentId: lockedA,
    participantIds: [f.participantA],
    anotherAttempt: true,
  });
  return `/api/sessions/batches/${response.json().batchId}${suffix}`;
}

/** A fresh start for a new child of school A; the school's sheet links URL. */
async function freshSheetOfSchoolA(f: AssessmentsFixture): Promise<string> {
  // With consent given, as the institute's sessions need it.
  const child = await f.insertParticipant(f.instituteA);
  await f.t.db.update(participants).set({ schoolId: f.schoolA }).where(eq(participants.id, child));
  const response = await f.post('/api/sessions', {
    assessmentId: lockedA,
    participantIds: [child],
  });
  if (response.statusCode !== 201) throw new Error(`no start: ${response.body}`);
  return `/api/schools/${f.schoolA}/sheets/${response.json().batchId}/links`;
}

/** A fresh participant of institute A; its URL. */
async function participantOfA(f: AssessmentsFixture): Promise<string> {
  const [row] = await f.t.db
    .insert(participants)
    .values({ subjectId: `M-${unique()}`, researchInstituteId: f.instituteA })
    .returning({ id: participants.id });
  return `/api/participants/${row!.id}`;
}

/** A fresh school managed by institute A, with nothing in it; its URL. */
async function emptySchoolOfA(f: AssessmentsFixture): Promise<string> {
  const [row] = await f.t.db
    .insert(schools)
    .values({ name: `Matrix ${unique()}`, managingInstituteId: f.instituteA })
    .returning({ id: schools.id });
  return `/api/schools/${row!.id}`;
}

/** A fresh research institute; its URL. */
async function freshInstitute(f: AssessmentsFixture): Promise<string> {
  const [row] = await f.t.db
    .insert(researchInstitutes)
    .values({ name: `Matrix ${unique()}` })
    .returning({ id: researchInstitutes.id });
  return `/api/research-institutes/${row!.id}`;
}

/** Expected status per persona, in the order of PERSONAS. */
type Statuses = [
  anonymous: number,
  admin: number,
  researcherA: number,
  researcherB: number,
  noRole: number,
  teacherOfA: number,
  schoolAdminOfA: number,
];
type Row = [name: string, expected: Statuses, call: (f: AssessmentsFixture) => Call];

// Columns: anonymous, admin, researcher A, researcher B, no role, teacher of school A (no role),
// administrator of school A (no role). Staff reach their own school's progress and (its
// administrators) its staff; every other route refuses them as it refuses anyone without a role.
// prettier-ignore
const MATRIX: Row[] = [
  ['POST /research-institutes',        [401, 201, 403, 403, 403, 403, 403], () => ({ method: 'POST', url: '/api/research-institutes', body: () => ({ name: `Lab ${unique()}` }) })],
  ['GET /research-institutes',         [401, 200, 403, 403, 403, 403, 403], () => ({ method: 'GET', url: '/api/research-institutes' })],
  ['GET /research-institutes/{A}',     [401, 200, 403, 403, 403, 403, 403], (f) => ({ method: 'GET', url: `/api/research-institutes/${f.instituteA}` })],
  ['PATCH /research-institutes/{new}',  [401, 200, 403, 403, 403, 403, 403], (f) => ({ method: 'PATCH', url: () => freshInstitute(f), body: () => ({ name: `Renamed ${unique()}` }) })],
  ['POST /researchers',                [401, 202, 403, 403, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/researchers', body: () => ({ email: email(), researchInstituteId: f.instituteA }) })],
  ['GET /researchers?instituteId={A}', [401, 200, 403, 403, 403, 403, 403], (f) => ({ method: 'GET', url: `/api/researchers?instituteId=${f.instituteA}` })],
  ['POST /researchers/{pending}/invitation',   [401, 204, 403, 403, 403, 403, 403], (f) => ({ method: 'POST', url: () => pendingResearcher(f) })],
  ['DELETE /researchers/{pending}/invitation', [401, 204, 403, 403, 403, 403, 403], (f) => ({ method: 'DELETE', url: () => pendingResearcher(f) })],
  ['POST /schools managed by A',       [401, 201, 201, 403, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/schools', body: () => ({ schoolName: `School ${unique()}`, managingInstituteId: f.instituteA }) })],
  ['POST /schools without institute',  [401, 201, 403, 403, 403, 403, 403], () => ({ method: 'POST', url: '/api/schools', body: () => ({ schoolName: `School ${unique()}`, managingInstituteId: null }) })],
  ['GET /schools',                     [401, 200, 200, 200, 403, 403, 403], () => ({ method: 'GET', url: '/api/schools' })],
  ['GET /schools/{A}',                 [401, 200, 200, 404, 403, 200, 200], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolA}` })],
  ['PATCH /schools/{A empty}',         [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'PATCH', url: () => emptySchoolOfA(f), body: () => ({ schoolName: `Renamed ${unique()}` }) })],
  ['DELETE /schools/{A empty}',        [401, 204, 204, 404, 403, 403, 403], (f) => ({ method: 'DELETE', url: () => emptySchoolOfA(f) })],
  // School A has staff and participants: nothing deletes it.
  ['DELETE /schools/{A}',              [401, 409, 409, 404, 403, 403, 403], (f) => ({ method: 'DELETE', url: `/api/schools/${f.schoolA}` })],
  ['GET /schools/{no institute}',      [401, 200, 404, 404, 403, 404, 404], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolWithoutInstitute}` })],
  ['GET /schools/{A}/admins',          [401, 200, 200, 404, 403, 403, 200], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolA}/admins` })],
  ['GET /schools/{A}/staff',           [401, 200, 200, 404, 403, 403, 200], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolA}/staff` })],
  // The same roles again: nothing changes, whoever may ask; a researcher may not touch a teacher.
  ['PATCH /schools/{A}/staff/{teacher}', [401, 200, 403, 404, 403, 403, 200], (f) => ({ method: 'PATCH', url: `/api/schools/${f.schoolA}/staff/${f.teacherA}`, body: () => ({ isAdmin: false, isTeacher: true }) })],
  ['GET /schools/{A}/staff/{teacher}', [401, 200, 200, 404, 403, 403, 200], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolA}/staff/${f.teacherA}` })],
  ['POST /schools/{A}/staff admin',    [401, 202, 202, 404, 403, 403, 202], (f) => ({ method: 'POST', url: `/api/schools/${f.schoolA}/staff`, body: () => ({ email: email(), isAdmin: true, isTeacher: false }) })],
  ['POST /schools/{A}/staff teacher',  [401, 202, 403, 404, 403, 403, 202], (f) => ({ method: 'POST', url: `/api/schools/${f.schoolA}/staff`, body: () => ({ email: email(), isAdmin: false, isTeacher: true }) })],
  ['POST /schools/{A}/staff both',     [401, 202, 403, 404, 403, 403, 202], (f) => ({ method: 'POST', url: `/api/schools/${f.schoolA}/staff`, body: () => ({ email: email(), isAdmin: true, isTeacher: true }) })],
  ['GET /schools/{A}/invitations/{pending admin}',          [401, 200, 200, 404, 403, 403, 200], (f) => ({ method: 'GET', url: () => pendingStaff(f, false) })],
  // Read-only, as the staff list that shows it: researchers see a teacher's invitation too.
  ['GET /schools/{A}/invitations/{pending teacher}',        [401, 200, 200, 404, 403, 403, 200], (f) => ({ method: 'GET', url: () => pendingStaff(f, true) })],
  ['POST /schools/{A}/invitations/{pending admin}',         [401, 204, 204, 404, 403, 403, 204], (f) => ({ method: 'POST', url: () => pendingStaff(f, false) })],
  ['DELETE /schools/{A}/invitations/{pending admin}',       [401, 204, 204, 404, 403, 403, 204], (f) => ({ method: 'DELETE', url: () => pendingStaff(f, false) })],
  ['POST /schools/{A}/invitations/{pending teacher}',       [401, 204, 403, 404, 403, 403, 204], (f) => ({ method: 'POST', url: () => pendingStaff(f, true) })],
  ['DELETE /schools/{A}/invitations/{pending teacher}',     [401, 204, 403, 404, 403, 403, 204], (f) => ({ method: 'DELETE', url: () => pendingStaff(f, true) })],
  // A school administrator manages anyone of the school but themselves.
  ['PATCH /schools/{A}/staff/{school admin}', [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'PATCH', url: `/api/schools/${f.schoolA}/staff/${f.schoolAdminA}`, body: () => ({ isAdmin: true, isTeacher: false }) })],
  ['GET /schools/{A}/progress',        [401, 200, 200, 404, 403, 200, 200], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolA}/progress` })],
  ['GET /schools/{B}/progress',        [401, 200, 404, 200, 403, 404, 404], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolB}/progress` })],
  ['GET /research-institutes/{A}/consent',           [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'GET', url: `/api/research-institutes/${f.instituteA}/consent` })],
  ['PATCH /research-institutes/{A}/consent',         [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'PATCH', url: `/api/research-institutes/${f.instituteA}/consent`, body: () => ({ sessionsNeedConsent: true }) })],
  ['POST /research-institutes/{A}/consent-forms',    [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: `/api/research-institutes/${f.instituteA}/consent-forms`, body: () => ({ title: 'Consent', version: unique(), language: 'en', body: 'I agree.' }) })],
  ['GET /participants',                [401, 200, 200, 200, 403, 403, 403], () => ({ method: 'GET', url: '/api/participants' })],
  ['GET /participants/{A}',            [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'GET', url: () => participantOfA(f) })],
  ['POST /participants',               [401, 201, 201, 201, 403, 403, 403], () => ({ method: 'POST', url: '/api/participants', body: () => ({ subjectId: `M-${unique()}` }) })],
  // Into institute A by its body: another institute's researcher is refused as for one child.
  ['POST /participants/import/preview', [401, 200, 200, 403, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/participants/import/preview', body: () => ({ researchInstituteId: f.instituteA, schoolId: f.schoolA, text: `subject_id\nI-${unique()}\n` }) })],
  ['POST /participants/import',         [401, 201, 201, 403, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/participants/import', body: () => ({ researchInstituteId: f.instituteA, schoolId: f.schoolA, text: `subject_id\nI-${unique()}\n` }) })],
  ['POST /schools/{A}/participants/import/preview', [401, 200, 200, 404, 403, 403, 200], (f) => ({ method: 'POST', url: `/api/schools/${f.schoolA}/participants/import/preview`, body: () => ({ text: `subject_id\nS-${unique()}\n` }) })],
  ['POST /schools/{A}/participants/import', [401, 201, 201, 404, 403, 403, 201], (f) => ({ method: 'POST', url: `/api/schools/${f.schoolA}/participants/import`, body: () => ({ text: `subject_id\nS-${unique()}\n` }) })],
  ['POST /schools/{B}/participants/import', [401, 201, 404, 201, 403, 404, 404], (f) => ({ method: 'POST', url: `/api/schools/${f.schoolB}/participants/import`, body: () => ({ text: `subject_id\nS-${unique()}\n` }) })],
  ['PATCH /participants/{A} group',    [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'PATCH', url: () => participantOfA(f), body: () => ({ group: '3b' }) })],
  ['PATCH /participants/{A} school A', [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'PATCH', url: () => participantOfA(f), body: () => ({ schoolId: f.schoolA }) })],
  // A school is assigned only within the participant's institute, whoever asks.
  ['PATCH /participants/{A} school B', [401, 400, 400, 404, 403, 403, 403], (f) => ({ method: 'PATCH', url: () => participantOfA(f), body: () => ({ schoolId: f.schoolB }) })],
  ['GET /participants/{A}/consent',    [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'GET', url: async () => `${await participantOfA(f)}/consent` })],
  ['POST /participants/{A}/consent',   [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: async () => `${await participantOfA(f)}/consent`, body: () => ({ status: 'not_asked' }) })],
  ['GET /outbox',                      [401, 200, 403, 403, 403, 403, 403], () => ({ method: 'GET', url: '/api/outbox' })],
  ['GET /assessments',                 [401, 200, 200, 200, 403, 403, 403], () => ({ method: 'GET', url: '/api/assessments' })],
  ['GET /assessments/{A}',             [401, 200, 200, 404, 403, 403, 403], () => ({ method: 'GET', url: `/api/assessments/${lockedA}` })],
  ['DELETE /assessments/{A new}',      [401, 204, 204, 404, 403, 403, 403], (f) => ({ method: 'DELETE', url: async () => `/api/assessments/${await f.createAssessment()}` })],
  ['DELETE /assessments/{A locked}',   [401, 409, 409, 404, 403, 403, 403], () => ({ method: 'DELETE', url: `/api/assessments/${lockedA}` })],
  ['POST /assessments for A',          [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/assessments', body: () => ({ name: `A ${unique()}`, researchInstituteId: f.instituteA, instanceIds: f.instances }) })],
  ['PUT /assessments/{A unlocked}',    [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'PUT', url: `/api/assessments/${unlockedA}`, body: () => ({ name: `A ${unique()}`, instanceIds: f.instances }) })],
  ['PUT /assessments/{A locked}',      [401, 409, 409, 404, 403, 403, 403], (f) => ({ method: 'PUT', url: `/api/assessments/${lockedA}`, body: () => ({ name: `A ${unique()}`, instanceIds: f.instances }) })],
  ['POST /assessments/{A}/duplicate',  [401, 201, 201, 404, 403, 403, 403], () => ({ method: 'POST', url: `/api/assessments/${lockedA}/duplicate`, body: () => ({ name: `Copy ${unique()}` }) })],
  ['POST /sessions for A',             [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/sessions', body: () => ({ assessmentId: lockedA, participantIds: [f.participantA], anotherAttempt: true }) })],
  ['GET /sessions?assessmentId={A}',   [401, 200, 200, 404, 403, 403, 403], () => ({ method: 'GET', url: `/api/sessions?assessmentId=${lockedA}` })],
  ['GET /sessions?participantId={A}',  [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'GET', url: `/api/sessions?participantId=${f.participantA}` })],
  ['GET /sessions/{A}',                [401, 200, 200, 404, 403, 403, 403], () => ({ method: 'GET', url: `/api/sessions/${sessionA.id}` })],
  ['GET /sessions/{A}/review',         [401, 200, 200, 404, 403, 403, 403], () => ({ method: 'GET', url: `/api/sessions/${sessionA.id}/review` })],
  ['PATCH /sessions/{A}/review',       [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'PATCH', url: () => freshSession(f, '/review'), body: () => ({ notes: 'Quiet room' }) })],
  ['POST /sessions/{A}/revoke',        [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'POST', url: () => freshSession(f, '/revoke') })],
  ['POST /sessions/{A}/link',          [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: () => freshSession(f, '/link') })],
  ['GET /sessions/batches/{A}',        [401, 200, 200, 404, 403, 403, 403], (f) => ({ method: 'GET', url: () => freshBatch(f, '') })],
  ['POST /sessions/batches/{A}/links', [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: () => freshBatch(f, '/links') })],
  ['GET /schools/{A}/sheets',          [401, 200, 200, 404, 403, 200, 200], (f) => ({ method: 'GET', url: `/api/schools/${f.schoolA}/sheets` })],
  ['POST /schools/{A}/sheets/{A}/links', [401, 201, 201, 404, 403, 201, 201], (f) => ({ method: 'POST', url: () => freshSheetOfSchoolA(f) })],
  ['GET /attention',                   [401, 200, 200, 200, 403, 403, 403], () => ({ method: 'GET', url: '/api/attention' })],
  // Any signed-in person may accept a link sent to them; this one is nobody's.
  ['POST /invitations/accept',         [401, 404, 404, 404, 404, 404, 404], () => ({ method: 'POST', url: '/api/invitations/accept', body: () => ({ token: 'x'.repeat(43) }) })],
  ['GET /statistics/sessions',         [401, 200, 200, 200, 403, 403, 403], () => ({ method: 'GET', url: '/api/statistics/sessions' })],
  ['GET /assessments/{A}/progress',    [401, 200, 200, 404, 403, 403, 403], () => ({ method: 'GET', url: `/api/assessments/${lockedA}/progress` })],
  ['POST /exports all',                [401, 201, 201, 201, 403, 403, 403], () => ({ method: 'POST', url: '/api/exports', body: () => ({ file: 'trials.csv' }) })],
  ['POST /exports of assessment {A}',  [401, 201, 201, 404, 403, 403, 403], () => ({ method: 'POST', url: '/api/exports', body: () => ({ file: 'trials.csv', assessmentId: lockedA }) })],
  ['POST /exports of school {A}',      [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/exports', body: () => ({ file: 'sessions.csv', schoolId: f.schoolA }) })],
  ['POST /exports participant.zip of {A}', [401, 201, 201, 404, 403, 403, 403], (f) => ({ method: 'POST', url: '/api/exports', body: () => ({ file: 'participant.zip', participantId: f.participantA }) })],
  // Anyone may type a code; this one is nobody's.
  ['POST /play/codes (no sign-in)',   [404, 404, 404, 404, 404, 404, 404], () => ({ method: 'POST', url: '/api/play/codes', body: () => ({ code: '00000-00000' }) })],
  ['GET /play/{token} (no sign-in)',   [200, 200, 200, 200, 200, 200, 200], () => ({ method: 'GET', url: `/api/play/${sessionA.token}` })],
];

describe.each(MATRIX)('%s', (_name, expected, call) => {
  it.each(PERSONAS.map((persona, index) => [persona, expected[index]] as const))(
    'as %s answers %i',
    async (persona, status) => {
      const { method, url, body } = call(f);
      const response = await f.t.app.inject({
        method,
        url: typeof url === 'string' ? url : await url(),
        headers: await f.headers(persona),
        ...(body ? { payload: body() } : {}),
      });
      expect(response.statusCode, response.body).toBe(status);
      if (response.statusCode >= 400) {
        expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      }
    },
  );
});
