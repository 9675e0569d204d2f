// Invitations of people who already have an account. The spec first sets up an invitee of its
// own (a researcher of a new institute), since invitation mails are limited to 5 an hour per
// inviter and person: inviting a demo account would fail a retry within the hour. The admin then
// invites the invitee into another institute (409, shown), then as staff of a new school: the
// card is pending without names, with the invitation's dates, Resend and Revoke; invited again,
// the invitee accepts through the mailed link and then appears with names. The suite shares one
// database with the other spec files, and a retry or repetition with the first attempt, so names
// and the address carry the attempt's suffix.
import type { Page } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, openSignedIn, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';
import { mailedInvitationLink } from '../support/outbox.ts';
import { onboardInvitee } from '../support/staff-invitation.ts';

test.describe.configure({ mode: 'serial' });
// The admin starts signed in; the invitee signs in through the login page, in a browser of their own.
test.use({ storageState: SIGNED_IN.admin });

const INVITEE_NAMES = { firstName: 'Ines', lastName: 'Invitee' };
const INVITEE_NAME = 'Ines Invitee';

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

async function inviteTeacher(page: Page, email: string) {
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Staff Member' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('checkbox', { name: 'Teacher' }).click();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
}

// Over 10 s: an invitee set up, a school made, the invitation sent, resent, revoked and
// accepted through its mail.
test('an existing user is invited pending, resent, revoked, and accepts through the link', async ({
  page,
  browser,
}) => {
  // Two people in one test, the invitee signing in through the provider: room for a busy machine.
  test.slow();
  // A new suffix for each attempt: a retry or repetition invites an address of its own.
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const schoolName = `Invitations school ${suffix}`;
  const email = `invitee-${suffix}@cogniplay.test`;
  await openSignedIn(page, '/admin/research-institutes');

  // The invitee: a researcher of an institute, with a password.
  const firstInstitute = `First Institute ${suffix}`;
  const home = await apiRequest<{ id: number }>(page, 'POST', '/research-institutes', {
    name: firstInstitute,
  });
  await apiRequest(page, 'POST', '/researchers', { email, researchInstituteId: home.id });
  const account = await onboardInvitee(page, email, INVITEE_NAMES, firstInstitute);

  // A researcher belongs to one institute: inviting them elsewhere is refused.
  const institute = await apiRequest<{ id: number }>(page, 'POST', '/research-institutes', {
    name: `Second Institute ${suffix}`,
  });
  await page.goto(`/admin/research-institutes/${institute.id}`);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Researcher' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(
    toast(page, 'This person is already a researcher of another research institute'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(page.getByText('0 members')).toBeVisible();

  // As staff of a new school: pending, without names, with dates, Resend and Revoke.
  const { school } = await apiRequest<{ school: { id: number } }>(page, 'POST', '/schools', {
    schoolName,
    managingInstituteId: null,
  });
  await page.goto(`/admin/schools/${school.id}`);
  await inviteTeacher(page, email);
  const card = page
    .getByRole('region', { name: 'Staff' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(card.getByText('Pending onboarding')).toBeVisible();
  await expect(card).not.toContainText(INVITEE_NAME);
  await expect(card).toContainText('Sent');
  await expect(card).toContainText('Expires');

  const firstLink = await mailedInvitationLink(page, email, schoolName);
  await card.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await expect(toast(page, 'Invitation kept in the Outbox')).toBeVisible();
  // Polled: the invitation's own toast says the same and may still be showing, so the toast
  // alone does not prove that the resend's mail is in the outbox yet.
  await expect.poll(() => mailedInvitationLink(page, email, schoolName)).not.toBe(firstLink);
  const secondLink = await mailedInvitationLink(page, email, schoolName);

  await card.getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the invitation?' });
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(toast(page, 'Invitation revoked')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The revoked link says so; a new invitation is accepted by the invitee.
  const invitee = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await invitee.goto(secondLink);
  await expect(invitee.getByText('This invitation link is not valid.')).toBeVisible();
  await inviteTeacher(page, email);
  await expect(card.getByText('Pending onboarding')).toBeVisible();
  await invitee.goto(await mailedInvitationLink(page, email, schoolName));
  await expect(invitee.getByRole('heading', { name: 'Accept invitation' })).toBeVisible();
  await expect(invitee.getByLabel('Password')).toHaveCount(0);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Continue to sign in' }).click();
  await signIn(invitee, account);
  await invitee.context().close();

  // Accepted: the admin sees the name, and no invitation controls.
  await page.reload();
  await expect(card).toContainText(INVITEE_NAME);
  await expect(card.getByRole('button')).toHaveCount(0);
});
