// The texts of invitation mails. The invitee's language is unknown, so every mail carries
// English first and German below.
import type { MailMessage } from '../mail/mailer.ts';

/** What the person is invited into; names of schools and institutes are not personal data. */
export type Membership =
  { kind: 'researcher'; instituteName: string } | { kind: 'staff'; schoolName: string };

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

/** A new person: the single-use link to set name and password. */
export function invitationMail(
  to: string,
  { membership, link, expiresAt }: { membership: Membership; link: string; expiresAt: Date },
): MailMessage {
  const until = formatDate(expiresAt);
  const text = `Hello,

you have been invited to join ${membershipEn(membership)} on Cogniplay.
Open this link to set your name and password:

${link}

The link works once and until ${until}.

---

Hallo,

Sie wurden eingeladen, ${membershipDe(membership)} auf Cogniplay beizutreten.
Öffnen Sie diesen Link, um Ihren Namen und Ihr Passwort festzulegen:

${link}

Der Link funktioniert einmal und bis ${until}.
`;
  return { to, subject: 'Invitation to Cogniplay / Einladung zu Cogniplay', text, link };
}

/**
 * Someone who already has a password (or signs in at an external provider): no link to set one,
 * only the news and where to sign in.
 */
export function membershipAddedMail(
  to: string,
  { membership, appUrl }: { membership: Membership; appUrl: string },
): MailMessage {
  const text = `Hello,

you now have access to ${membershipEn(membership)} on Cogniplay.
Sign in at ${appUrl}

---

Hallo,

Sie haben jetzt Zugang zu ${membershipDe(membership)} auf Cogniplay.
Melden Sie sich hier an: ${appUrl}
`;
  return {
    to,
    subject: 'New access on Cogniplay / Neuer Zugang auf Cogniplay',
    text,
    link: null,
  };
}
