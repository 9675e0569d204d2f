// Accepting a staff invitation as the invitee would, for specs that need an active member.
import type { Page } from '@playwright/test';
import type { StaffResponse } from '@cogniplay/contract';
import { apiRequest } from './api.ts';
import { mailedInvitationLink } from './outbox.ts';

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
  const url = new URL(await mailedInvitationLink(page, email));
  const password = 'a long e2e password';
  const accepted = await page.request.post(url.pathname, {
    form: {
      token: url.searchParams.get('token') ?? '',
      ...names,
      password,
      passwordConfirm: password,
    },
  });
  if (!accepted.ok()) throw new Error(`accepting the invitation answered ${accepted.status()}`);
  const { staff } = await apiRequest<StaffResponse>(page, 'GET', `/schools/${schoolId}/staff`);
  const member = staff.find((entry) => entry.email === email);
  if (member?.userId == null) throw new Error(`${email} is not an active staff member`);
  return member.userId;
}
