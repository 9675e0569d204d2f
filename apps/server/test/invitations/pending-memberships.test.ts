// The lifecycle of a pending membership through the API: resend (a new link, the old one stops
// working), revoke (the membership and its link go), inviting a pending person again, acceptance
// through the mailed link, each visible at once in the cached staff list, and audited without
// personal data.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  invitations,
  mailOutbox,
  researchers,
  schoolStaff,
  users,
} from '../../src/db/schema/index.ts';
import { organisationsFixtureForFile, type Persona } from '../modules/organisations-fixture.ts';
import { insertUser } from '../helper.ts';

const f = organisationsFixtureForFile();

interface ListedMember {
  id: number;
  userId: number | null;
  email: string;
  firstName: string;
  status: string;
  invitation: { sentAt: string; expiresAt: string } | null;
}

async function userId(email: string): Promise<number> {
  const [user] = await f.t.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** The id of the user's membership in school A. */
async function membershipId(email: string): Promise<number> {
  const [row] = await f.t.db
    .select({ id: schoolStaff.id })
    .from(schoolStaff)
    .where(and(eq(schoolStaff.schoolId, f.schoolA), eq(schoolStaff.userId, await userId(email))));
  if (!row) throw new Error(`no membership of ${email} in school A`);
  return row.id;
}

async function latestLink(email: string): Promise<string> {
  const [mail] = await f.t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail?.link) throw new Error(`no link mailed to ${email}`);
  return mail.link;
}

const send = async (method: 'POST' | 'DELETE', url: string, persona: Persona = 'admin') =>
  f.t.app.inject({ method, url, headers: await f.headers(persona) });

/** The school's staff list as the researcher of institute A reads it (cached per instance). */
async function staffOfSchoolA(): Promise<ListedMember[]> {
  const response = await f.get(`/api/schools/${f.schoolA}/staff`, 'researcherA');
  expect(response.statusCode).toBe(200);
  return response.json().staff as ListedMember[];
}

/** Opens the link's page and submits its form (onboarding or accept) as a browser would. */
async function acceptThrough(link: string, form: Record<string, string>) {
  const url = new URL(link);
  const response = await f.t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: url.searchParams.get('token') ?? '',
      ...form,
    }).toString(),
  });
  return response;
}

const NEW_PERSON = {
  firstName: 'Sina',
  lastName: 'Staff',
  password: 'a long new password',
  passwordConfirm: 'a long new password',
};

describe('pending staff', () => {
  it('shows invite, resend, acceptance and revoke in the cached list at once', async () => {
    const email = 'sina.staff@example.org';
    await staffOfSchoolA(); // fills the cache
    const invited = await f.post(
      `/api/schools/${f.schoolA}/staff`,
      { email, isAdmin: true, isTeacher: false },
      'researcherA',
    );
    expect(invited.statusCode).toBe(202);
    const id = await membershipId(email);
    const invitationUrl = `/api/schools/${f.schoolA}/invitations/${id}`;
    const first = (await staffOfSchoolA()).find((member) => member.id === id);
    expect(first).toMatchObject({ status: 'pending', firstName: '', userId: null });
    const firstLink = await latestLink(email);

    // Resend: a new link and new dates in the cached list; the old link stops working.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const resent = await send('POST', invitationUrl, 'researcherA');
    expect(resent.statusCode).toBe(204);
    const secondLink = await latestLink(email);
    expect(secondLink).not.toBe(firstLink);
    const second = (await staffOfSchoolA()).find((member) => member.id === id);
    expect(second?.invitation?.sentAt).not.toBe(first?.invitation?.sentAt);
    expect((await acceptThrough(firstLink, NEW_PERSON)).statusCode).toBe(404);

    // Acceptance through the new link: names appear, pending is gone.
    expect((await acceptThrough(secondLink, NEW_PERSON)).statusCode).toBe(200);
    expect((await staffOfSchoolA()).find((member) => member.id === id)).toMatchObject({
      userId: await userId(email),
      status: 'active',
      firstName: 'Sina',
      invitation: null,
    });
    // An accepted member still answers 409 to an invite, to resend and to revoke.
    const again = await f.post(`/api/schools/${f.schoolA}/staff`, {
      email,
      isAdmin: true,
      isTeacher: false,
    });
    expect(again.statusCode).toBe(409);
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await send(method, invitationUrl)).statusCode).toBe(409);
    }

    // Revoke another pending member: gone from the cached list, link dead.
    const other = 'revoked.staff@example.org';
    await f.post(`/api/schools/${f.schoolA}/staff`, {
      email: other,
      isAdmin: false,
      isTeacher: true,
    });
    const otherId = await userId(other);
    const otherMembership = await membershipId(other);
    const otherLink = await latestLink(other);
    expect((await staffOfSchoolA()).map((member) => member.id)).toContain(otherMembership);
    const revoked = await send(
      'DELETE',
      `/api/schools/${f.schoolA}/invitations/${otherMembership}`,
    );
    expect(revoked.statusCode).toBe(204);
    expect((await staffOfSchoolA()).map((member) => member.id)).not.toContain(otherMembership);
    expect((await acceptThrough(otherLink, NEW_PERSON)).statusCode).toBe(404);
    expect(
      await f.t.db
        .select()
        .from(schoolStaff)
        .where(and(eq(schoolStaff.schoolId, f.schoolA), eq(schoolStaff.userId, otherId))),
    ).toEqual([]);

    // Audited without personal data: ids only.
    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(
        inArray(auditLog.action, [
          'invitation.resent',
          'invitation.accepted',
          'school_staff.invitation_revoked',
        ]),
      );
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'invitation.accepted',
      'invitation.resent',
      'school_staff.invitation_revoked',
    ]);
    for (const entry of entries) {
      expect(JSON.stringify(entry.details)).not.toMatch(/@|Sina|Staff"/);
    }
  });

  it('lists a pending member alike whether the email had an account or not', async () => {
    // An existing account, its address stored in mixed case, and an address nobody has.
    const knownUserId = await insertUser(f.t.db, {
      email: 'Known.Person@Example.org',
      firstName: 'Known',
      lastName: 'Person',
    });
    const invite = (email: string) =>
      f.post(
        `/api/schools/${f.schoolA}/staff`,
        { email, isAdmin: true, isTeacher: false },
        'researcherA',
      );
    expect((await invite('known.person@example.org')).statusCode).toBe(202);
    expect((await invite('new.person@example.org')).statusCode).toBe(202);

    const staff = await staffOfSchoolA();
    const known = staff.find((member) => member.email === 'known.person@example.org');
    const fresh = staff.find((member) => member.email === 'new.person@example.org');
    for (const entry of [known, fresh]) {
      expect(entry).toMatchObject({ userId: null, firstName: '', status: 'pending' });
    }
    expect(Object.keys(known ?? {}).sort()).toEqual(Object.keys(fresh ?? {}).sort());
    // Named by membership: the later invitation has the later id, whoever had an account.
    expect(fresh!.id).toBeGreaterThan(known!.id);
    // The user id of the account finds no page while the membership is pending.
    const page = await f.get(`/api/schools/${f.schoolA}/staff/${knownUserId}`, 'researcherA');
    expect(page.statusCode).toBe(404);
  });

  it('resends to a pending member invited again, instead of 409', async () => {
    const email = 'twice.staff@example.org';
    const body = { email, isAdmin: false, isTeacher: true };
    expect((await f.post(`/api/schools/${f.schoolA}/staff`, body)).statusCode).toBe(202);
    const first = await latestLink(email);
    const again = await f.post(`/api/schools/${f.schoolA}/staff`, body);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ email });
    expect(await latestLink(email)).not.toBe(first);
    const links = await f.t.db
      .select()
      .from(invitations)
      .where(eq(invitations.userId, await userId(email)));
    expect(links).toHaveLength(1);
  });

  it("answers 404 for another tenant's or an unknown pending member, 403 to a researcher for a teacher", async () => {
    const email = 'pending.teacher@example.org';
    await f.post(`/api/schools/${f.schoolA}/staff`, { email, isAdmin: false, isTeacher: true });
    const id = await userId(email);
    const url = `/api/schools/${f.schoolA}/invitations/${await membershipId(email)}`;
    for (const method of ['POST', 'DELETE'] as const) {
      const other = await f.t.app.inject({ method, url, headers: await f.headers('researcherB') });
      expect(other.statusCode).toBe(404);
      const own = await f.t.app.inject({ method, url, headers: await f.headers('researcherA') });
      expect(own.statusCode).toBe(403);
      expect((await send(method, `/api/schools/${f.schoolA}/invitations/999999`)).statusCode).toBe(
        404,
      );
      // The membership of another school, named through school A, is not found either.
      const elsewhere = await send(
        method,
        `/api/schools/${f.schoolB}/invitations/${await membershipId(email)}`,
      );
      expect(elsewhere.statusCode).toBe(404);
    }
    // Refusals change nothing.
    expect(await f.t.db.select().from(invitations).where(eq(invitations.userId, id))).toHaveLength(
      1,
    );
    // A researcher inviting the pending teacher again as administrator is refused as well.
    const reinvite = await f.post(
      `/api/schools/${f.schoolA}/staff`,
      { email, isAdmin: true, isTeacher: false },
      'researcherA',
    );
    expect(reinvite.statusCode).toBe(403);
  });
});

describe('pending researchers', () => {
  it('resends and revokes; 404 for no researcher, 409 once accepted', async () => {
    const email = 'pending.researcher@example.org';
    await f.post('/api/researchers', { email, researchInstituteId: f.instituteEmpty });
    const id = await userId(email);
    const first = await latestLink(email);
    expect((await send('POST', `/api/researchers/${id}/invitation`)).statusCode).toBe(204);
    expect(await latestLink(email)).not.toBe(first);
    expect((await send('DELETE', `/api/researchers/${id}/invitation`)).statusCode).toBe(204);
    expect(await f.t.db.select().from(researchers).where(eq(researchers.userId, id))).toEqual([]);
    expect(await f.t.db.select().from(invitations).where(eq(invitations.userId, id))).toEqual([]);
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await send(method, `/api/researchers/${id}/invitation`)).statusCode).toBe(404);
      expect((await send(method, '/api/researchers/abc/invitation')).statusCode).toBe(400);
    }
    const researcherA = await userId('rita.a@example.org');
    const accepted = await send('DELETE', `/api/researchers/${researcherA}/invitation`);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().detail).toBe('This researcher has already accepted the invitation.');
    const revokedAudit = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'researcher.invitation_revoked'));
    expect(revokedAudit).toHaveLength(1);
  });
});
