// Everything an inviter can read after an invitation is the same whether the address already had
// an account elsewhere or not: a pending membership is an invitation, shown as the inviter typed
// it, until the invitee accepts it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idpAccounts, invitations, mailOutbox, schoolStaff } from '../../src/db/schema/index.ts';
import { hashInvitationToken } from '../../src/invitations/invitation-token.ts';
import { organisationsFixtureForFile } from '../modules/organisations-fixture.ts';
import { insertUser } from '../helper.ts';

const f = organisationsFixtureForFile();

/** Typed by researcher A: an address whose account exists (stored in another case), and a new one. */
const KNOWN_AS_TYPED = 'KNOWN.person@example.ORG';
const NEW_AS_TYPED = 'New.Person@Example.org';

let statisticsBefore: { staff: { pending: number; onboarded: number } };
/** How far each invitation moved the staff list's ETag (`W/"<scope>-<schools>.<staff>"`). */
const etagSteps: number[][] = [];

async function staffListVersions(): Promise<number[]> {
  const answer = await f.get(`/api/schools/${f.schoolA}/staff`, 'researcherA');
  const etag = String(answer.headers.etag);
  return etag
    .slice(etag.lastIndexOf('-') + 1, -1)
    .split('.')
    .map(Number);
}

beforeAll(async () => {
  // The known person is onboarded elsewhere: named, with a password, accepted staff of school B.
  const known = await insertUser(f.t.db, {
    email: 'Known.Person@example.org',
    firstName: 'Known',
    lastName: 'Person',
  });
  await f.t.db.insert(idpAccounts).values({ userId: known, passwordHash: 'x', roles: [] });
  await f.t.db.insert(schoolStaff).values({
    schoolId: f.schoolB,
    userId: known,
    isAdmin: true,
    acceptedAt: new Date(),
  });
  statisticsBefore = (await f.get('/api/statistics', 'researcherA')).json();
  for (const email of [KNOWN_AS_TYPED, NEW_AS_TYPED]) {
    const before = await staffListVersions();
    const invited = await f.post(
      `/api/schools/${f.schoolA}/staff`,
      { email, isAdmin: true, isTeacher: false },
      'researcherA',
    );
    expect(invited.statusCode).toBe(202);
    const after = await staffListVersions();
    etagSteps.push(after.map((version, index) => version - before[index]!));
  }
});

describe('what the inviter reads of a pending invitation', () => {
  it('counts both as pending staff in the statistics', async () => {
    const after = (await f.get('/api/statistics', 'researcherA')).json();
    expect(after.staff).toEqual({
      pending: statisticsBefore.staff.pending + 2,
      onboarded: statisticsBefore.staff.onboarded,
    });
  });

  it('lists both in the attention list as typed', async () => {
    const attention = (await f.get('/api/attention', 'researcherA')).json();
    const emails = attention.pendingInvitations.entries.map((e: { email: string }) => e.email);
    expect(emails).toEqual(expect.arrayContaining([KNOWN_AS_TYPED, NEW_AS_TYPED]));
  });

  it('lists both in the staff list as typed, alike', async () => {
    const { staff } = (await f.get(`/api/schools/${f.schoolA}/staff`, 'researcherA')).json();
    const known = staff.find((m: { email: string }) => m.email === KNOWN_AS_TYPED);
    const fresh = staff.find((m: { email: string }) => m.email === NEW_AS_TYPED);
    for (const member of [known, fresh]) {
      expect(member).toMatchObject({
        userId: null,
        firstName: '',
        lastName: '',
        status: 'pending',
      });
    }
    expect(Object.keys(known).sort()).toEqual(Object.keys(fresh).sort());
  });

  it('shows both on their invitation page as typed, alike', async () => {
    const { staff } = (await f.get(`/api/schools/${f.schoolA}/staff`, 'researcherA')).json();
    const pages = [];
    for (const email of [KNOWN_AS_TYPED, NEW_AS_TYPED]) {
      const { id } = staff.find((m: { email: string }) => m.email === email);
      const page = await f.get(`/api/schools/${f.schoolA}/invitations/${id}`, 'researcherA');
      expect(page.statusCode).toBe(200);
      pages.push(page.json());
    }
    const [known, fresh] = pages;
    expect(known).toMatchObject({ email: KNOWN_AS_TYPED, userId: null, firstName: '' });
    expect(fresh).toMatchObject({ email: NEW_AS_TYPED, userId: null, firstName: '' });
    // Field for field the same, but for the membership's own id, the address and the dates.
    const alike = ({ id: _id, email: _email, invitation, ...rest }: Record<string, unknown>) => ({
      ...rest,
      invitation: invitation && Object.keys(invitation),
    });
    expect(alike(known)).toEqual(alike(fresh));
  });

  it("moves the staff list's ETag alike", () => {
    expect(etagSteps).toHaveLength(2);
    expect(etagSteps[0]).toEqual(etagSteps[1]);
  });

  it('names the invitee as typed in the mail asking the inviter for a new link', async () => {
    const [mail] = await f.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'Known.Person@example.org'));
    const token = new URL(mail!.link!).searchParams.get('token')!;
    await f.t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, hashInvitationToken(token)));
    const renew = await f.t.app.inject({
      method: 'POST',
      url: `${new URL(mail!.link!).pathname}/renew`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(renew.statusCode).toBe(200);
    const [request] = await f.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'rita.a@example.org'));
    expect(request?.body).toContain(`the invitation of ${KNOWN_AS_TYPED} to the school`);
  });
});
