// The text of the "forgot password" mail. The person's language is unknown to the mail, so it
// carries English first and German below, as invitation mails do.
import type { MailMessage } from '../lib/mail/mailer.ts';

export function passwordResetMail(
  to: string,
  { link, validMinutes }: { link: string; validMinutes: number },
): MailMessage {
  const text = `Hello,

someone (hopefully you) asked to reset the password of your Cogniplay account.
Open this link to choose a new password:

${link}

The link works once and for ${validMinutes} minutes. If you did not ask for it, ignore this
mail: your password stays as it is.

---

Hallo,

jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Cogniplay-Kontos zurückzusetzen.
Öffnen Sie diesen Link, um ein neues Passwort zu wählen:

${link}

Der Link funktioniert einmal und ${validMinutes} Minuten lang. Wenn Sie ihn nicht angefordert
haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.
`;
  return {
    to,
    subject: 'Reset your Cogniplay password / Cogniplay-Passwort zurücksetzen',
    text,
    link,
  };
}
