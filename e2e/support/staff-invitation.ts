// Accepting invitations as the invitee would, for specs that need an active member or an
// account of their own.
import type { Page } from '@playwright/test';
import type { StaffResponse } from '@cogniplay/contract';
import { apiRequest } from './api.ts';
import type { Account } from './demo-accounts.ts';
import { mailedInvitationLink } from './outbox.ts';

/** The password every invitee set up by a spec chooses. */
const INVITEE_PASSWORD = 'a long e2e password';

/**
 * Sets up the person invited at `email` through the newest invitation mailed to them (into the
 * school or institute named `into`, when given) with the link's onboarding form, as their
 * browser would post it, and answers the account that can sign in now.
 */
export async function onboardInvitee(
  page: Page,
  email: string,
  names: { firstName: string; lastName: string },
  into = '',
): Promise<Account> {
  const url = new URL(await mailedInvitationLink(page, email, into));
  const accepted = await page.request.post(url.pathname, {
    form: {
      token: url.searchParams.get('token') ?? '',
      ...names,
      password: INVITEE_PASSWORD,
      passwordConfirm: INVITEE_PASSWORD,
    },
  });
  if (!accepted.ok()) throw new Error(`accepting the invitation answered ${accepted.status()}`);
  return { email, password: INVITEE_PASSWORD };
}

/**
 * Accepts the invitation mailed to `email` through its link's onboarding form, as the invitee's
 * browser would, and answers the user id of the now active member (a pending one has none).
 */
export async function acceptStaffInvitation(
  page: Page,
  schoolId: number,
  email: string,
  names: { firstName: string; lastName: string },
): Promise<number> {
  await onboardInvitee(page, email, names);
  const { staff } = await apiRequest<StaffResponse>(page, 'GET', `/schools/${schoolId}/staff`);
  const member = staff.find((entry) => entry.email === email);
  if (member?.userId == null) throw new Error(`${email} is not an active staff member`);
  return member.userId;
}
