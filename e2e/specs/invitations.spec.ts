// Invitations of people who already have an account. An admin invites the demo
// researcher into another institute (409, shown), then as staff of a new school: the card is
// pending without names, with the invitation's dates, Resend and Revoke; invited again, the
// researcher accepts through the mailed link and then appears with names. The suite shares one
// database with the other spec files, so names carry this run's suffix.
import type { Page } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import { researcher } from '../support/demo-accounts.ts';
import { mailedInvitationLink } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, openSignedIn, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';

test.describe.configure({ mode: 'serial' });
// The admin starts signed in; the invitee signs in through the login page, in a browser of their own.
test.use({ storageState: SIGNED_IN.admin });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DEMO_RESEARCHER_NAME = 'Rita Researcher';
const schoolName = `Invitations school ${suffix}`;

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

// Over 10 s: a school made, the invitation sent, resent, revoked and accepted through its mail.
test('an existing user is invited pending, resent, revoked, and accepts through the link', async ({
  page,
  browser,
}) => {
  // Two people in one test, the invitee signing in through the provider: room for a busy machine.
  test.slow();
  await openSignedIn(page, '/admin/research-institutes');

  // A researcher belongs to one institute: inviting the demo researcher elsewhere is refused.
  const institute = await apiRequest<{ id: number }>(page, 'POST', '/research-institutes', {
    name: `Second Institute ${suffix}`,
  });
  await page.goto(`/admin/research-institutes/${institute.id}`);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Researcher' });
  await dialog.getByLabel('Email address').fill(researcher.email);
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
  await inviteTeacher(page, researcher.email);
  const card = page
    .getByRole('region', { name: 'Staff' })
    .getByRole('listitem')
    .filter({ hasText: researcher.email });
  await expect(card.getByText('Pending onboarding')).toBeVisible();
  await expect(card).not.toContainText(DEMO_RESEARCHER_NAME);
  await expect(card).toContainText('Sent');
  await expect(card).toContainText('Expires');

  const firstLink = await mailedInvitationLink(page, researcher.email, schoolName);
  await card.getByRole('button', { name: `Resend the invitation to ${researcher.email}` }).click();
  await expect(toast(page, 'Invitation kept in the Outbox')).toBeVisible();
  const secondLink = await mailedInvitationLink(page, researcher.email, schoolName);
  expect(secondLink).not.toBe(firstLink);

  await card.getByRole('button', { name: `Revoke the invitation of ${researcher.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the invitation?' });
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(toast(page, 'Invitation revoked')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The revoked link says so; a new invitation is accepted by the researcher.
  const invitee = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await invitee.goto(secondLink);
  await expect(invitee.getByText('This invitation link is not valid.')).toBeVisible();
  await inviteTeacher(page, researcher.email);
  await expect(card.getByText('Pending onboarding')).toBeVisible();
  await invitee.goto(await mailedInvitationLink(page, researcher.email, schoolName));
  await expect(invitee.getByRole('heading', { name: 'Accept invitation' })).toBeVisible();
  await expect(invitee.getByLabel('Password')).toHaveCount(0);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Continue to sign in' }).click();
  await signIn(invitee, researcher);
  await invitee.context().close();

  // Accepted: the admin sees the name, and no invitation controls.
  await page.reload();
  await expect(card).toContainText(DEMO_RESEARCHER_NAME);
  await expect(card.getByRole('button')).toHaveCount(0);
});
