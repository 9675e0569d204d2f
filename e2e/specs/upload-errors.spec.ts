// A failed Upload lists on the page the same problems as "Check file" (exercise, instance, JSON
// path, message) under plain titles: the real server's problem reaches the form. How the form
// shows a problem, and that a file not named .json is refused before sending, are the component
// tests' (apps/web/src/features/games/shared/upload-form.test.tsx).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.admin });

const unique = () => Math.random().toString(36).slice(2, 8);

/** Named exercises with one instance whose rule points at a fifth light (index 4). */
function badFile(run: string) {
  return {
    exercises: [
      {
        name: `Week ${run}`,
        instances: [
          {
            label: `E2E refused ${run}`,
            itemData: {
              rule: { $type: 'property', index: 4, value: 'on' },
              demonstrationItems: [],
              targetItems: [],
            },
          },
        ],
      },
    ],
  };
}

/** The lines of the problem list under the buttons. */
function problemLines(page: Page) {
  return page.getByRole('status').getByRole('listitem');
}

test('a failed Upload lists the problems that Check file lists, under plain titles', async ({
  page,
}, testInfo) => {
  const run = unique();
  const file = testInfo.outputPath(`bad-${run}.json`);
  fs.writeFileSync(file, JSON.stringify(badFile(run)));
  await openSignedIn(page, '/games/rule-finding/upload');
  await page.getByLabel('JSON file').setInputFiles(file);

  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('The file cannot be uploaded')).toBeVisible();
  const checked = await problemLines(page).allTextContents();
  expect(checked.length).toBeGreaterThan(0);
  // Each problem names the JSON path, the exercise and the instance.
  expect(checked[0]).toContain('/exercises/0/instances/0/itemData/rule');
  expect(checked[0]).toContain(`Exercise "Week ${run}", instance 1`);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const toasts = page.getByRole('region', { name: /notifications/i });
  await expect(toasts.getByText('Error uploading rule finding instances')).toBeVisible();
  await expect(page.getByText('Error uploading rule finding instances')).toHaveCount(2);
  expect(await problemLines(page).allTextContents()).toEqual(checked);
  await expect(page.getByText(/Bad Request|Unsupported Media Type/)).toHaveCount(0);
});
