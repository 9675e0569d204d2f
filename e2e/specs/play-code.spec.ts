// A tablet without a camera: the adult types the card's short code at /play instead of scanning
// the link, against the real server. A wrong code is said; the right one, typed loosely, opens
// the child's session on this tablet.
import type { UserContext } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { createInstances, unique } from '../support/assessments.ts';
import { axeViolations } from '../support/axe.ts';
import { addParticipant } from '../support/participants.ts';
import { expect, newPageAs, test } from '../support/signed-in.ts';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test("an adult types the card's code on a tablet without a camera, and the child's session opens", async ({
  page,
  browser,
}) => {
  const tag = `PC-${unique().toUpperCase()}`;
  const researcherPage = await newPageAs(browser, 'researcher');
  const { researcherContext } = await apiRequest<UserContext>(
    researcherPage,
    'GET',
    '/users/me/context',
  );
  const { participant } = await addParticipant(researcherPage, {
    subjectId: `${tag}-1`,
    firstName: 'Cora',
    lastName: 'Code',
    researchInstituteId: researcherContext!.researchInstituteId,
  });
  const [instanceId] = await createInstances(browser, tag);
  const { assessment } = await apiRequest<{ assessment: { id: number } }>(
    researcherPage,
    'POST',
    '/assessments',
    { name: `Codes ${tag}`, instanceIds: [instanceId] },
  );
  const { sessions } = await apiRequest<{ sessions: { playCode: string }[] }>(
    researcherPage,
    'POST',
    '/sessions',
    { assessmentId: assessment.id, participantIds: [participant.id] },
  );
  await researcherPage.close();

  await page.goto('/play');
  await expect(page.getByRole('heading', { name: 'Type the code from the card' })).toBeVisible();
  const field = page.getByLabel('Code');
  await field.fill('00000-00000');
  await page.getByRole('button', { name: 'Start' }).tap();
  await expect(page.getByRole('alert')).toHaveText(
    'No session has this code. Check it and type it again.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  await field.fill(sessions[0]!.playCode.toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: 'Start' }).tap();
  await expect(page).toHaveURL(/\/play\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('play-initials')).toHaveText('CC');
});
