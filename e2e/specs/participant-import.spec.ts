// A class imported in one go by a researcher: rows pasted from a spreadsheet (tabs), checked,
// a problem fixed, then every child imported with the parents' decisions. The database is shared
// with other spec files: the subject IDs carry a unique tag.
import { unique } from '../support/assessments.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

test('a researcher imports a class: checked, a problem fixed, then all children in', async ({
  page,
}) => {
  const tag = `IMP-${unique().toUpperCase()}`;
  await openSignedIn(page, '/participants');
  await page.getByRole('link', { name: 'Import a class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a class' })).toBeVisible();
  await expect(page).toHaveTitle('Import a class · Cogniplay');

  const rows = (second: string) =>
    [
      'subject_id\tgroup\tbirth_year\tbirth_month\tconsent\tconsent_date\tconsent_by',
      `${tag}-1\t2a\t2019\t4\tgiven\t2026-09-01\tparent`,
      `${second}\t2a\t2019\t13\t\t\t`,
      `${tag}-3\t2a\t\t\trefused\t2026-09-02\tguardian`,
    ].join('\n');
  await page.getByLabel('Rows').fill(rows(`${tag}-1`));
  await page
    .getByLabel('Consent form of the decisions')
    .selectOption({ label: 'Parental consent: game-based assessment · version 1.0 · en' });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(
    page.getByRole('heading', { name: '2 problems: nothing is imported until they are fixed' }),
  ).toBeVisible();
  await expect(page.getByTestId('import-problems').getByRole('row')).toHaveText([
    'RowColumnProblem',
    '3birth_monthMust be a month from 1 to 12',
    '3subject_idThe same subject ID as row 2',
  ]);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // Fixed: a check of the new rows, then the import.
  await page.getByLabel('Rows').fill(rows(`${tag}-2`).replace('\t13\t', '\t12\t'));
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: '3 children ready to import' })).toBeVisible();
  await expect(page.getByTestId('import-rows').getByRole('row')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import 3 children' }).click();

  await expect(page).toHaveURL(/\/participants$/);
  await expect(page.getByRole('status').getByText('3 children imported')).toBeVisible();
  await page.getByLabel('Search by subject ID').fill(tag);
  await expect(page.getByText(`${tag}-1`)).toBeVisible();
  await expect(page.getByText(`${tag}-3`)).toBeVisible();
});
