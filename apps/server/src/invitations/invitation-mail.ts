// The texts of invitation mails. The invitee's language is unknown, so every mail carries
// English first and German below. Names are data: quoted, on the line that names them (a stored
// name from before names refused control characters cannot start a line of its own). The mails
// are plain text only, so there is no markup to escape.
import { oneLineName } from '@cogniplay/contract';
import type { MailMessage } from '../lib/mail/mailer.ts';

/** What the person is invited into; names of schools and institutes are not personal data. */
export type Membership =
  | { kind: 'researcher'; researcherId: number; instituteId: number; instituteName: string }
  | { kind: 'staff'; schoolId: number; schoolName: string };

const nameOf = (membership: Membership) =>
  oneLineName(membership.kind === 'researcher' ? membership.instituteName : membership.schoolName);

function membershipEn(membership: Membership): string {
  const what = membership.kind === 'researcher' ? 'the research institute' : 'the school';
  return `${what} "${nameOf(membership)}"`;
}

function membershipDe(membership: Membership): string {
  const what = membership.kind === 'researcher' ? 'dem Forschungsinstitut' : 'der Schule';
  return `${what} „${nameOf(membership)}“`;
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The single-use link to accept. A new person sets name and password on the page it opens, or
 * (`setUpByProviderMail`, Keycloak) first through the sign-in service's own mail.
 */
export function invitationMail(
  to: string,
  {
    membership,
    link,
    expiresAt,
    setUpByProviderMail,
  }: { membership: Membership; link: string; expiresAt: Date; setUpByProviderMail: boolean },
): MailMessage {
  const until = formatDate(expiresAt);
  const newEn = setUpByProviderMail
    ? 'new to Cogniplay? first set your password with the separate mail from the sign-in service'
    : 'new to Cogniplay? you set your name and password there';
  const newDe = setUpByProviderMail
    ? 'neu bei Cogniplay? Legen Sie zuerst mit der separaten E-Mail des Anmeldedienstes Ihr Passwort fest'
    : 'neu bei Cogniplay? Dort legen Sie Ihren Namen und Ihr Passwort fest';
  const text = `Hello,

you have been invited to join ${membershipEn(membership)} on Cogniplay.
Open this link to accept the invitation (${newEn}):

${link}

The link works once and until ${until}.

---

Hallo,

Sie wurden eingeladen, ${membershipDe(membership)} auf Cogniplay beizutreten.
Öffnen Sie diesen Link, um die Einladung anzunehmen (${newDe}):

${link}

Der Link funktioniert einmal und bis ${until}.
`;
  return { to, subject: 'Invitation to Cogniplay / Einladung zu Cogniplay', text, link };
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
  const invitee = oneLineName(inviteeEmail);
  const text = `Hello,

the invitation of ${invitee} to ${membershipEn(membership)} on Cogniplay has expired, and they ask for a new link.
Open ${pageUrl} and choose "Resend" on their card.

---

Hallo,

die Einladung von ${invitee} zu ${membershipDe(membership)} auf Cogniplay ist abgelaufen, und die Person bittet um einen neuen Link.
Öffnen Sie ${pageUrl} und wählen Sie „Erneut senden“ auf ihrer Karte.
`;
  return {
    to,
    subject: 'A new invitation link is requested / Ein neuer Einladungslink wird erbeten',
    text,
    link: pageUrl,
  };
}
