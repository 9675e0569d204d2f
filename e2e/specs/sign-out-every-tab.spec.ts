// A sign-out in one tab signs out every tab of the browser at once: another tab showing a
// child's name leaves it, forgets its own tokens and shows the landing page.
import { expect, test, type Page } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import { admin, DEMO_INSTITUTE_NAME } from '../support/demo-accounts.ts';
import { signIn } from '../support/sign-in.ts';

type ResearchInstitutesResponse = { researchInstitutes: { id: number; name: string }[] };

/** As the signed-in admin of `page`: a child of the demo institute named `firstName`. */
async function createChild(page: Page, firstName: string): Promise<number> {
  const { researchInstitutes } = await apiRequest<ResearchInstitutesResponse>(
    page,
    'GET',
    '/research-institutes',
  );
  const institute = researchInstitutes.find((entry) => entry.name === DEMO_INSTITUTE_NAME);
  if (!institute) throw new Error(`no institute named ${DEMO_INSTITUTE_NAME}`);
  const { school } = await apiRequest<{ school: { id: number } }>(page, 'POST', '/schools', {
    schoolName: `Tabs school ${firstName}`,
    managingInstituteId: institute.id,
  });
  const { participant } = await apiRequest<{ participant: { id: number } }>(
    page,
    'POST',
    '/participants',
    {
      subjectId: `TABS-${firstName}`,
      firstName,
      lastName: 'Tabs',
      researchInstituteId: institute.id,
      schoolId: school.id,
      group: '3b',
    },
  );
  return participant.id;
}

/** Whether the tab still keeps a signed-in user (oidc-client-ts's entry in sessionStorage). */
function hasStoredUser(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:')));
}

test('signing out in one tab signs out the other tab at once', async ({ page, context }) => {
  const child = `Ottilie${Math.random().toString(36).slice(2, 8)}`;
  await signIn(page, admin);
  const participantId = await createChild(page, child);

  const other = await context.newPage();
  await other.goto(`/participants/${participantId}`);
  await expect(other.getByText(child).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  // No reload, no click in the other tab.
  await expect(other).toHaveURL(/\/login\?redirect=/);
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(other.getByText(child)).toHaveCount(0);
  expect(await hasStoredUser(other)).toBe(false);
});
