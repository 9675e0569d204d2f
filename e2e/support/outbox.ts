// Mails the server kept in its outbox (no SMTP server in the tests), read through the API as the
// signed-in admin of a page.
import type { Page } from '@playwright/test';
import type { Outbox } from '@cogniplay/contract';
import { apiRequest } from './api.ts';

/**
 * The newest link mailed to `to` whose address contains `linkPart` and whose text contains
 * `textPart`, or undefined.
 */
export async function findMailedLink(
  adminPage: Page,
  to: string,
  linkPart = '',
  textPart = '',
): Promise<string | undefined> {
  const outbox = await apiRequest<Outbox>(adminPage, 'GET', `/outbox?to=${encodeURIComponent(to)}`);
  return (
    outbox.messages.find(
      (message) => message.link?.includes(linkPart) && message.text.includes(textPart),
    )?.link ?? undefined
  );
}

/**
 * The newest invitation link mailed to `to`, into the school or institute named `into` when given
 * (other specs invite the same demo account at the same time); throws when there is none.
 */
export async function mailedInvitationLink(
  adminPage: Page,
  to: string,
  into = '',
): Promise<string> {
  const link = await findMailedLink(adminPage, to, '/invitation?', into && `"${into}"`);
  if (!link) throw new Error(`no invitation mail to ${to} in the outbox`);
  return link;
}
