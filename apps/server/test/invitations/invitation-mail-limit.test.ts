// Invitation mails are limited per inviter and person, as password reset mails are per address:
// a burst of resends sends a few mails, refuses the rest with 429 and changes nothing for them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  invitations,
  mailOutbox,
  schoolStaff,
  users,
} from '../../src/db/schema/index.ts';
import { INVITATION_MAILS_PER_HOUR } from '../../src/invitations/invitations.service.ts';
import { organisationsFixtureForFile, type Persona } from '../modules/organisations-fixture.ts';

const f = organisationsFixtureForFile();

const mailsTo = async (email: string) =>
  (await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;

async function membershipOf(email: string): Promise<number> {
  const [row] = await f.t.db
    .select({ id: schoolStaff.id })
    .from(schoolStaff)
    .innerJoin(users, eq(users.id, schoolStaff.userId))
    .where(and(eq(schoolStaff.schoolId, f.schoolA), eq(users.email, email)));
  if (!row) throw new Error(`no membership of ${email}`);
  return row.id;
}

const resend = async (membershipId: number, persona: Persona) =>
  f.t.app.inject({
    method: 'POST',
    url: `/api/schools/${f.schoolA}/invitations/${membershipId}`,
    headers: await f.headers(persona),
  });

describe('invitation mails per inviter and person', () => {
  it('sends at most the hourly number in a burst of resends; the rest answer 429', async () => {
    const email = 'burst@example.org';
    const invited = await f.post(
      `/api/schools/${f.schoolA}/staff`,
      { email, isAdmin: true, isTeacher: false },
      'researcherA',
    );
    expect(invited.statusCode).toBe(202);
    const id = await membershipOf(email);

    const answers = await Promise.all(Array.from({ length: 25 }, () => resend(id, 'researcherA')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(INVITATION_MAILS_PER_HOUR - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      26 - INVITATION_MAILS_PER_HOUR,
    );
    expect(await mailsTo(email)).toBe(INVITATION_MAILS_PER_HOUR);

    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().detail).toMatch(/Nothing was sent/);

    // A refusal changes nothing: the last mailed link is still the membership's one link.
    const [link] = await f.t.db
      .select()
      .from(invitations)
      .where(eq(invitations.staffSchoolId, f.schoolA));
    expect(link).toBeDefined();
    const resent = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invitation.resent'));
    expect(resent).toHaveLength(INVITATION_MAILS_PER_HOUR - 1);
    // Inviting again counts too.
    const again = await f.post(
      `/api/schools/${f.schoolA}/staff`,
      { email, isAdmin: true, isTeacher: false },
      'researcherA',
    );
    expect(again.statusCode).toBe(429);
    expect(await mailsTo(email)).toBe(INVITATION_MAILS_PER_HOUR);
  });

  it("leaves another inviter's mails to the person uncounted", async () => {
    const email = 'two.inviters@example.org';
    await f.post(
      `/api/schools/${f.schoolA}/staff`,
      { email, isAdmin: true, isTeacher: false },
      'researcherA',
    );
    const id = await membershipOf(email);
    for (let i = 1; i < INVITATION_MAILS_PER_HOUR; i += 1) {
      expect((await resend(id, 'researcherA')).statusCode).toBe(204);
    }
    expect((await resend(id, 'researcherA')).statusCode).toBe(429);
    expect((await resend(id, 'admin')).statusCode).toBe(204);
  });
});
