// Two tenants for the organisation tests: institutes A and B with one researcher each, a school
// managed by each and one managed by nobody, plus an admin and a signed-in user with no role.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { researchInstitutes, schools, schoolStaff } from '../../src/db/schema/index.ts';
import {
  buildTestApp,
  insertResearcher,
  insertUser,
  type TestApp,
  type TestAppOptions,
} from '../helper.ts';

/** Who calls: a platform role, or (with no role) a teacher or administrator of school A. */
export type Persona =
  | 'anonymous'
  | 'admin'
  | 'researcherA'
  | 'researcherB'
  | 'noRole'
  | 'teacherOfA'
  | 'schoolAdminOfA';
export const PERSONAS: Persona[] = [
  'anonymous',
  'admin',
  'researcherA',
  'researcherB',
  'noRole',
  'teacherOfA',
  'schoolAdminOfA',
];

export interface OrganisationsFixture {
  t: TestApp;
  instituteA: number;
  instituteB: number;
  /** An institute without researchers. */
  instituteEmpty: number;
  schoolA: number;
  schoolB: number;
  schoolWithoutInstitute: number;
  /**
   * A teacher of school A (named) and an administrator of school B (pending onboarding), both
   * memberships accepted (as those made before invitations had to be accepted).
   */
  teacherA: number;
  /** An administrator of school A (named), accepted. */
  schoolAdminA: number;
  adminB: number;
  headers(persona: Persona): Promise<Record<string, string>>;
  /** GET `url` as the persona (the admin unless named). */
  get(url: string, persona?: Persona): Promise<LightMyRequestResponse>;
  /** POST `body` as JSON to `url` as the persona (the admin unless named). */
  post(url: string, body: unknown, persona?: Persona): Promise<LightMyRequestResponse>;
  /** How many rows the table holds. */
  count(table: PgTable): Promise<number>;
}

export const EMAILS = {
  admin: 'ada.admin@example.org',
  researcherA: 'rita.a@example.org',
  researcherB: 'rob.b@example.org',
  noRole: 'nora.norole@example.org',
  teacherOfA: 'tom.teacher@example.org',
  schoolAdminOfA: 'sara.schooladmin@example.org',
} as const;

export async function organisationsFixture(
  options: TestAppOptions = {},
): Promise<OrganisationsFixture> {
  const t = await buildTestApp(options);
  const researcherA = await insertUser(t.db, {
    email: EMAILS.researcherA,
    firstName: 'Rita',
    lastName: 'Alpha',
  });
  const researcherB = await insertUser(t.db, {
    email: EMAILS.researcherB,
    firstName: 'Rob',
    lastName: 'Beta',
  });
  const instituteA = await insertResearcher(t.db, researcherA, 'Institute A');
  const instituteB = await insertResearcher(t.db, researcherB, 'Institute B');
  const [empty] = await t.db
    .insert(researchInstitutes)
    .values({ name: 'Empty Institute' })
    .returning({ id: researchInstitutes.id });
  const [a, b, none] = await t.db
    .insert(schools)
    .values([
      { name: 'School A', managingInstituteId: instituteA },
      { name: 'School B', managingInstituteId: instituteB },
      { name: 'Free School', managingInstituteId: null },
    ])
    .returning({ id: schools.id });
  if (!empty || !a || !b || !none) throw new Error('fixture not inserted');
  const teacherA = await insertUser(t.db, {
    email: EMAILS.teacherOfA,
    firstName: 'Tom',
    lastName: 'Teacher',
  });
  const adminB = await insertUser(t.db, { email: 'pending.admin@example.org' });
  const adminA = await insertUser(t.db, {
    email: EMAILS.schoolAdminOfA,
    firstName: 'Sara',
    lastName: 'Schulz',
  });
  await t.db.insert(schoolStaff).values([
    { schoolId: a.id, userId: teacherA, isAdmin: false, isTeacher: true, acceptedAt: new Date() },
    { schoolId: a.id, userId: adminA, isAdmin: true, isTeacher: false, acceptedAt: new Date() },
    { schoolId: b.id, userId: adminB, isAdmin: true, isTeacher: false, acceptedAt: new Date() },
  ]);

  const tokens: Record<Exclude<Persona, 'anonymous'>, Parameters<TestApp['tokenFor']>[0]> = {
    admin: { email: EMAILS.admin, roles: ['admin'] },
    researcherA: { email: EMAILS.researcherA, roles: ['researcher'] },
    researcherB: { email: EMAILS.researcherB, roles: ['researcher'] },
    noRole: { email: EMAILS.noRole, roles: [] },
    teacherOfA: { email: EMAILS.teacherOfA, roles: [] },
    schoolAdminOfA: { email: EMAILS.schoolAdminOfA, roles: [] },
  };

  const headers = async (persona: Persona) =>
    persona === 'anonymous' ? {} : t.authHeader(tokens[persona]);

  return {
    t,
    instituteA,
    instituteB,
    instituteEmpty: empty.id,
    schoolA: a.id,
    schoolB: b.id,
    schoolWithoutInstitute: none.id,
    teacherA,
    schoolAdminA: adminA,
    adminB,
    headers,
    get: async (url, persona = 'admin') => t.app.inject({ url, headers: await headers(persona) }),
    post: async (url, body, persona = 'admin') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: await headers(persona),
        payload: body as object,
      }),
    async count(table) {
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row?.n ?? 0;
    },
  };
}

/**
 * The fixture for the tests of one file: built before the first test and closed after the last.
 * Its fields are filled in by then, not while the file's tests are being collected.
 */
export function organisationsFixtureForFile(options: TestAppOptions = {}): OrganisationsFixture {
  const fixture = {} as OrganisationsFixture;
  beforeAll(async () => {
    Object.assign(fixture, await organisationsFixture(options));
  });
  afterAll(() => fixture.t.close());
  return fixture;
}
