// "All items" on an item's page returns to the items table with the sort and page it had.
import fs from 'node:fs';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.admin });

const unique = () => Math.random().toString(36).slice(2, 8);

/** A valid hand-gesture file of `count` instances in one exercise. */
function handGestureFile(run: string, count: number) {
  return {
    exercises: [
      {
        name: `Table state ${run}`,
        instances: Array.from({ length: count }, (_, n) => ({
          taskData: { gesture: 'fist', hand: 'left', holdMs: 1000 + n, note: `${run}-${n}` },
        })),
      },
    ],
  };
}

test('"All items" keeps the table\'s sort and page', async ({ page }, testInfo) => {
  const run = unique();
  const file = testInfo.outputPath(`table-state-${run}.json`);
  // More than one page of 10 rows, whatever else the shared database holds.
  fs.writeFileSync(file, JSON.stringify(handGestureFile(run, 11)));
  await openSignedIn(page, '/games/hand-gesture/upload');
  await page.getByLabel('JSON file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Uploaded!', { exact: true })).toBeVisible();

  const tableState = 'sort=id&order=asc&page=2';
  await page.goto(`/games/hand-gesture/items?${tableState}`);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  const id = (await firstRow.getByRole('link').innerText()).trim();
  await firstRow.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/games/hand-gesture/items/${id}\\?${tableState}$`));

  await page.getByRole('link', { name: 'All items' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/hand-gesture/items\\?${tableState}$`));
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('link')).toHaveText(id);
});
