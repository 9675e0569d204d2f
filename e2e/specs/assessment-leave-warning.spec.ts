// A half-built assessment is not left behind without a warning: a link, the page's Back, the
// browser's Back ask in the app's own dialog, a reload in the browser's. Nothing asks when
// nothing was entered, nor after the assessment was saved.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import {
  createAssessment,
  createInstances,
  fillAssessmentForm,
  unique,
} from '../support/assessments.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name });
/** The page header's Back link of the new-assessment page (to the list). */
const backLink = (page: Page) =>
  page.getByTestId('page-header').getByRole('link', { name: 'Assessments' });

test('leaving a new assessment asks first; a saved one or an empty form does not', async ({
  page,
  browser,
}) => {
  // Over 10 s: instances made, then every way of leaving the form tried.
  test.setTimeout(180_000);
  const tag = `e2e-leave-${unique()}`;
  const ids = await createInstances(browser, tag);
  await openSignedIn(page, '/assessments/new');
  const heading = page.getByRole('heading', { level: 1, name: 'New assessment' });
  await expect(heading).toBeVisible({ timeout: 30_000 });

  // Nothing entered: Back leaves at once.
  await backLink(page).click();
  await expect(page).toHaveURL(/\/assessments$/);
  await page.getByRole('link', { name: 'New assessment' }).click();
  await expect(heading).toBeVisible();

  const name = page.getByLabel('Name', { exact: true });
  await name.fill(`Half built ${tag}`);
  const warning = page.getByRole('alertdialog', { name: 'Discard this assessment?' });

  // A sidebar link: the app's own dialog, the safe choice focused; staying keeps the work.
  await sidebarLink(page, 'Participants').click();
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('It is not created yet: what you entered will be lost.');
  await expect(warning.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await warning.getByRole('button', { name: 'Keep editing' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/assessments\/new$/);
  await expect(name).toHaveValue(`Half built ${tag}`);

  // The browser's Back asks too; Escape stays.
  await page.goBack();
  await expect(warning).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/assessments\/new$/);
  await expect(name).toHaveValue(`Half built ${tag}`);

  // A reload gets the browser's own prompt; dismissed, the work stays.
  const prompt = page.waitForEvent('dialog');
  void page.reload().catch(() => {});
  const unload = await prompt;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await expect(name).toHaveValue(`Half built ${tag}`);

  // The page's Back, then Discard: gone to the list.
  await backLink(page).click();
  await warning.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/assessments$/);

  // Saved: its page opens without a question.
  await page.getByRole('link', { name: 'New assessment' }).click();
  await fillAssessmentForm(page, `Saved ${tag}`, tag, ids);
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page).toHaveURL(/\/assessments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Saved ${tag}`);
  await expect(warning).toHaveCount(0);
});

test('leaving an edit with unsaved changes asks whether to discard them', async ({
  page,
  browser,
}) => {
  // Over 10 s: instances made, then every way of leaving the form tried.
  test.setTimeout(180_000);
  const tag = `e2e-leave-edit-${unique()}`;
  const assessmentId = await createAssessment(page, browser, `Edit me ${tag}`, tag);
  // Into the edit page inside the app, so that Back stays inside it too.
  await page.goto(`/assessments/${assessmentId}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(`Edit me ${tag}`);

  // Unchanged: leaving does not ask.
  await sidebarLink(page, 'Participants').click();
  await expect(page).toHaveURL(/\/participants/);
  await page.goBack();
  await expect(name).toHaveValue(`Edit me ${tag}`);

  await name.fill(`Edited ${tag}`);
  await page.getByRole('button', { name: 'Back' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(warning).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await warning.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${assessmentId}/edit$`));
  await expect(name).toHaveValue(`Edited ${tag}`);

  // Saved: no question on the way to its page.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${assessmentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edited ${tag}`);
  await expect(warning).toHaveCount(0);
});
