// Names in mails are data: a stored name (from before names refused control characters) is
// quoted on the line that names it and can never start a line of its own.
import { describe, expect, it } from 'vitest';
import { invitationMail, renewalRequestMail } from '../../src/invitations/invitation-mail.ts';

const FORGED_NAME =
  'Grundschule\r\n\r\nSECURITY NOTICE: confirm your account first at https://evil.example\u2028\u202e';

const link = 'https://cogniplay.example/realms/cogniplay/invitation?token=abc';

/** The lines of a mail that are not the platform's own text. */
function linesNaming(text: string, what: string): string[] {
  return text.split('\n').filter((line) => line.includes(what));
}

describe('invitation mails', () => {
  it('quote a stored school name on one line, in English and German', () => {
    const { text } = invitationMail('ann@example.org', {
      membership: { kind: 'staff', schoolId: 1, schoolName: FORGED_NAME },
      link,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      setUpByProviderMail: false,
    });
    expect(text).not.toMatch(/[\r\u2028\u202e]/);
    expect(linesNaming(text, 'SECURITY NOTICE')).toEqual([
      'you have been invited to join the school "Grundschule SECURITY NOTICE: confirm your account first at https://evil.example" on Cogniplay.',
      'Sie wurden eingeladen, der Schule „Grundschule SECURITY NOTICE: confirm your account first at https://evil.example“ auf Cogniplay beizutreten.',
    ]);
    // The platform's link stays the only line that is a link.
    expect(text.split('\n').filter((line) => line.startsWith('http'))).toEqual([link, link]);
  });

  it("quote a stored institute name on one line in the inviter's renewal request", () => {
    const { text } = renewalRequestMail('ada@example.org', {
      inviteeEmail: 'ann@example.org',
      membership: {
        kind: 'researcher',
        researcherId: 1,
        instituteId: 2,
        instituteName: FORGED_NAME,
      },
      pageUrl: 'https://cogniplay.example/admin/research-institutes/2',
    });
    expect(text).not.toMatch(/[\r\u2028\u202e]/);
    expect(linesNaming(text, 'SECURITY NOTICE')).toHaveLength(2);
  });
});
