// The texts of invitation mails. The invitee's language is unknown, so every mail carries
// English first and German below.
import type { MailMessage } from '../lib/mail/mailer.ts';

/** What the person is invited into; names of schools and institutes are not personal data. */
export type Membership =
  | { kind: 'researcher'; researcherId: number; instituteId: number; instituteName: string }
  | { kind: 'staff'; schoolId: number; schoolName: string };

function membershipEn(membership: Membership): string {
  return membership.kind === 'researcher'
    ? `the research institute "${membership.instituteName}"`
    : `the school "${membership.schoolName}"`;
}

function membershipDe(membership: Membership): string {
  return membership.kind === 'researcher'
    ? `dem Forschungsinstitut „${membership.instituteName}“`
    : `der Schule „${membership.schoolName}“`;
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The single-use link to accept, setting name and password first when the person has none. */
export function invitationMail(
  to: string,
  { membership, link, expiresAt }: { membership: Membership; link: string; expiresAt: Date },
): MailMessage {
  const until = formatDate(expiresAt);
  const text = `Hello,

you have been invited to join ${membershipEn(membership)} on Cogniplay.
Open this link to accept the invitation (new to Cogniplay? you set your name and password there):

${link}

The link works once and until ${until}.

---

Hallo,

Sie wurden eingeladen, ${membershipDe(membership)} auf Cogniplay beizutreten.
Öffnen Sie diesen Link, um die Einladung anzunehmen (neu bei Cogniplay? Dort legen Sie Ihren Namen und Ihr Passwort fest):

${link}

Der Link funktioniert einmal und bis ${until}.
`;
  return { to, subject: 'Invitation to Cogniplay / Einladung zu Cogniplay', text, link };
}

/**
 * With an external sign-in provider there is no link to accept with yet: the membership stays
 * pending (docs/decisions.md, "With an external issuer").
 */
export function pendingInvitationMail(
  to: string,
  { membership, appUrl }: { membership: Membership; appUrl: string },
): MailMessage {
  const text = `Hello,

you have been invited to join ${membershipEn(membership)} on Cogniplay (${appUrl}).
Your access starts once the invitation has been accepted; please contact the person who invited you.

---

Hallo,

Sie wurden eingeladen, ${membershipDe(membership)} auf Cogniplay beizutreten (${appUrl}).
Ihr Zugang beginnt, sobald die Einladung angenommen wurde; bitte wenden Sie sich an die Person, die Sie eingeladen hat.
`;
  return { to, subject: 'Invitation to Cogniplay / Einladung zu Cogniplay', text, link: null };
}

/** The inviter: the invitee's link expired and they ask for a new one (no names of theirs). */
export function renewalRequestMail(
  to: string,
  {
    inviteeEmail,
    membership,
    pageUrl,
  }: { inviteeEmail: string; membership: Membership; pageUrl: string },
): MailMessage {
  const text = `Hello,

the invitation of ${inviteeEmail} to ${membershipEn(membership)} on Cogniplay has expired, and they ask for a new link.
Open ${pageUrl} and choose "Resend" on their card.

---

Hallo,

die Einladung von ${inviteeEmail} zu ${membershipDe(membership)} auf Cogniplay ist abgelaufen, und die Person bittet um einen neuen Link.
Öffnen Sie ${pageUrl} und wählen Sie „Erneut senden“ auf ihrer Karte.
`;
  return {
    to,
    subject: 'A new invitation link is requested / Ein neuer Einladungslink wird erbeten',
    text,
    link: pageUrl,
  };
}
