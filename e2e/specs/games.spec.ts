// Games: tabs by role, the Monaco editor, bulk upload, the items table
// and an item's rule tree. The database is shared with other spec files: every instance this
// file creates carries a unique label, and assertions look only at those.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.admin });

const examplesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/examples',
);

const unique = () => Math.random().toString(36).slice(2, 8);

/** A valid rule-finding instance: (1:on AND 3:off) OR 4:on, as pages count (JSON indexes 0, 2, 3). */
function ruleFindingInstance(label: string) {
  return {
    label,
    itemData: {
      rule: {
        $type: 'or',
        left: {
          $type: 'and',
          left: { $type: 'property', index: 0, value: 'on' },
          right: { $type: 'property', index: 2, value: 'off' },
        },
        right: { $type: 'property', index: 3, value: 'on' },
      },
      demonstrationItems: [
        { matchesRule: true, ruleFindingElement: { characteristics: ['on', 'off', 'off', 'off'] } },
        // Flagged as matching, but the rule says no: 'does not follow the rule'.
        {
          matchesRule: true,
          ruleFindingElement: { characteristics: ['off', 'off', 'off', 'off'] },
        },
      ],
      targetItems: [],
    },
  };
}

/** Replaces the Monaco editor's text as a paste would. */
async function replaceEditorText(page: Page, text: string) {
  await page.getByTestId('json-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  // Monaco closes quotes and brackets while text arrives; drop what it added after the cursor.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
}

function gameTabs(page: Page) {
  return page.getByRole('navigation', { name: 'Game pages' });
}

test.describe('as the researcher', () => {
  test.use({ storageState: SIGNED_IN.researcher });

  test('a researcher sees only the Items tab and cannot open New or Upload', async ({ page }) => {
    await openSignedIn(page, '/games/rule-finding');
    await expect(page).toHaveURL(/\/games\/rule-finding\/items$/);
    await expect(gameTabs(page).getByRole('link')).toHaveText(['Items']);
    await expect(gameTabs(page).getByRole('link', { name: 'Items' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/games/hand-gesture');
    await expect(page).toHaveURL(/\/games\/hand-gesture\/items$/);
    await expect(gameTabs(page).getByRole('link')).toHaveText(['Items']);

    await page.goto('/games/rule-finding/new');
    await expect(page).toHaveURL(/\/unauthorized$/);

    // Unknown and malformed ids show the not-found page, not the error screen.
    for (const id of ['999999999', 'abc']) {
      await page.goto(`/games/rule-finding/items/${id}`);
      await expect(page.getByText('Something is missing.')).toBeVisible();
    }
  });
});

test('an admin creates a rule-finding instance in the JSON editor and sees its rule tree', async ({
  page,
}) => {
  const label = `E2E editor ${unique()}`;
  // Monaco runs under the strict CSP: no violations, workers are files of this origin.
  const cspViolations: string[] = [];
  const workers: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  await openSignedIn(page, '/games/rule-finding');
  await expect(gameTabs(page).getByRole('link')).toHaveText(['Items', 'New', 'Upload']);
  await gameTabs(page).getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/games\/rule-finding\/new$/);

  // The editor starts from a valid example; replace it with this test's instance.
  await expect(page.getByTestId('json-editor').locator('.view-lines')).toContainText('itemData');
  // The JSON language service answers from its worker: the schema marks a bad index.
  await replaceEditorText(page, '{"itemData": {"rule": {"$type": "property", "index": 9}}}');
  await expect(page.getByTestId('json-editor').locator('.squiggly-error').first()).toBeVisible();
  await replaceEditorText(page, JSON.stringify(ruleFindingInstance(label)));
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(
    page.getByText('Rule finding instance created successfully!', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Items that do not follow their rule (stored, but flagged): 1', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/games\/rule-finding\/items\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
  await expect(page.getByText('Applied Rule')).toBeVisible();
  await expect(page.getByTestId('rule-view')).toContainText('(1:on AND 3:off) OR 4:on');
  const demonstration = page.getByTestId('demonstration-items');
  await expect(demonstration.getByText('Demonstration Items')).toBeVisible();
  await expect(demonstration.getByText('Examples that demonstrate the rule pattern')).toBeVisible();
  await expect(demonstration.getByText('2/2 matching')).toBeVisible();
  await expect(demonstration.getByText('Item #2')).toBeVisible();
  await expect(demonstration.getByText('does not follow the rule')).toHaveCount(1);
  await expect(page.getByTestId('target-items').getByText('No Target items')).toBeVisible();
  // The same items as the child sees them (src/features/games/rule-finding/pictures).
  const preview = page.getByTestId('child-preview');
  await expect(
    preview.getByRole('img', {
      name: 'Creature – with: hat; without: spots, glasses, tail (fits)',
    }),
  ).toBeVisible();
  await preview.getByRole('button', { name: 'Shapes' }).click();
  await expect(
    preview.getByRole('img', {
      name: 'Shape – without: filled, dots, double border, corner triangles (fits)',
    }),
  ).toBeVisible();

  const origin = new URL(page.url()).origin;
  expect(workers.length).toBeGreaterThan(0);
  expect(workers.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('an admin creates a hand-gesture instance and sees the success toast', async ({ page }) => {
  const note = `Hold it high ${unique()}`;
  await openSignedIn(page, '/games/hand-gesture/new');
  const editor = page.getByTestId('json-editor').locator('.view-lines');
  await expect(editor).toContainText('"thumbs-up"');
  // A template of each playable task (both valid: instance-example.test.ts).
  const templates = page.getByRole('group', { name: 'Start from a template' });
  await templates.getByRole('button', { name: /^Hand Game/ }).click();
  await expect(templates.getByRole('button', { name: /^Hand Game/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(editor).toContainText('"hand-game"');
  await replaceEditorText(
    page,
    JSON.stringify({ taskData: { gesture: 'peace-sign', hand: 'left', note } }),
  );
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Hand gesture instance created successfully!', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/games\/hand-gesture\/items\/\d+$/);
  await expect(page.getByText(`"note": "${note}"`)).toBeVisible();
  // The task as the child meets it: the gesture drawn, as the hand the child sees.
  await expect(page.getByRole('img', { name: 'Peace sign, left hand' })).toBeVisible();
});

test("the editor refuses invalid JSON with 'Invalid JSON format: ...'", async ({ page }) => {
  await openSignedIn(page, '/games/hand-gesture/new');
  await expect(page.getByTestId('json-editor').locator('.view-lines')).toContainText('taskData');
  await replaceEditorText(page, '{"taskData": "a string"}');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/^Invalid JSON format: \/taskData/)).toBeVisible();
});

test('an admin uploads a file, sorts the items table and opens an item', async ({
  page,
}, testInfo) => {
  const run = unique();
  const labels = [1, 2, 3].map((n) => `E2E upload ${run} ${n}`);
  const file = testInfo.outputPath(`rule-finding-${run}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({
      exercises: [
        { name: `Week A ${run}`, instances: labels.slice(0, 2).map(ruleFindingInstance) },
        { name: `Week B ${run}`, instances: labels.slice(2).map(ruleFindingInstance) },
      ],
    }),
  );

  await openSignedIn(page, '/games/rule-finding/upload');
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  await page.getByLabel('JSON file').setInputFiles(file);
  await expect(upload).toBeEnabled();

  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('3 instances in 2 exercises would be created')).toBeVisible();

  await upload.click();
  await expect(page.getByText('Uploaded!', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Successfully uploaded 3 rule finding instances: Week A ${run}, Week B ${run}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('JSON file')).toHaveValue('');
  await expect(upload).toBeDisabled();

  // The table: sequence numbers sort highest first on the first click, so this upload's
  // instances come newest first.
  await gameTabs(page).getByRole('link', { name: 'Items' }).click();
  await page.getByRole('button', { name: 'Sequence number' }).click();
  await expect(page).toHaveURL(/sort=sequenceNumber&order=desc/);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: labels[0]! })).toBeVisible();
  const mine = (await rows.allInnerTexts()).flatMap((text) =>
    labels.filter((l) => text.includes(l)),
  );
  expect(mine).toEqual([labels[2], labels[1], labels[0]]);

  // Labels sort A to Z on the first click.
  await page.getByRole('button', { name: 'Label' }).click();
  await expect(page).toHaveURL(/sort=label&order=asc/);

  await page.goto('/games/rule-finding/items?sort=sequenceNumber&order=desc');
  await rows.filter({ hasText: labels[0]! }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: labels[0]! })).toBeVisible();
  await expect(page.getByTestId('rule-view')).toContainText('(1:on AND 3:off) OR 4:on');
});

test('the documented example file uploads, and uploading it again stores nothing', async ({
  page,
}) => {
  const file = path.join(examplesDir, 'rule-finding-exercises.json');
  await openSignedIn(page, '/games/rule-finding/upload');
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  // The first upload stores the example (or nothing, if a retried run stored it before).
  await page.getByLabel('JSON file').setInputFiles(file);
  await upload.click();
  await expect(
    page
      .getByText(
        /^Successfully uploaded \d rule finding instances: Single property, Combined rules$/,
      )
      .or(page.getByText('Nothing new', { exact: true })),
  ).toBeVisible();

  // Again: nothing new, and the toast says so rather than "uploaded 0".
  await page.getByLabel('JSON file').setInputFiles(file);
  await upload.click();
  await expect(
    page.getByText('All 3 instances of the file are stored already; nothing was added.', {
      exact: true,
    }),
  ).toBeVisible();

  // Other spec files add instances at the same time, so the table's first page may not hold the
  // example; count it in the whole list instead.
  const { instances } = await apiRequest<{ instances: { label: string }[] }>(
    page,
    'GET',
    '/games/rule-finding/instances',
  );
  expect(instances.filter((instance) => instance.label === 'Third light on')).toHaveLength(1);
});

test('a failed upload shows the problem and stores nothing', async ({ page }, testInfo) => {
  const run = unique();
  const file = testInfo.outputPath(`bad-${run}.json`);
  const bad = ruleFindingInstance(`E2E bad ${run}`);
  bad.itemData.rule.right = { $type: 'property', index: 4, value: 'on' };
  fs.writeFileSync(file, JSON.stringify([ruleFindingInstance(`E2E good ${run}`), bad]));

  await openSignedIn(page, '/games/rule-finding/upload');
  await page.getByLabel('JSON file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Error uploading rule finding instances').first()).toBeVisible();

  // Newest first: a stored instance of this file would head the list.
  await page.goto('/games/rule-finding/items?sort=sequenceNumber&order=desc');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(`E2E good ${run}`)).toHaveCount(0);
});

test('an admin uploads hand-gesture instances and reads their task data', async ({
  page,
}, testInfo) => {
  const run = unique();
  const file = testInfo.outputPath(`hand-gesture-${run}.json`);
  const taskData = {
    kind: 'hand-game',
    rule: 'opposite',
    trials: ['fist', 'flat-hand'],
    note: `wave-${run}`,
  };
  fs.writeFileSync(file, JSON.stringify({ taskData }));

  await openSignedIn(page, '/games/hand-gesture/upload');
  await page.getByLabel('JSON file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    page.getByText(`Successfully uploaded 1 hand gesture instance: hand-gesture-${run}`, {
      exact: true,
    }),
  ).toBeVisible();

  // Newest first on the first click of Created: the upload is on the first page. (Not
  // necessarily its first row: tests running beside this one create instances too.)
  await gameTabs(page).getByRole('link', { name: 'Items' }).click();
  await page.getByRole('button', { name: 'Created' }).click();
  await expect(page).toHaveURL(/sort=createdAt&order=desc/);
  const row = page.getByRole('row').filter({ hasText: `hand-gesture-${run}` });
  await expect(row).toContainText('Hand Game');
  await row.getByRole('link').click();
  await expect(page.getByText('Task data')).toBeVisible();
  await expect(page.getByText(`"note": "wave-${run}"`)).toBeVisible();
  const trials = page.getByRole('region', { name: 'Trials' });
  await expect(trials.getByRole('img')).toHaveCount(2);
  await expect(trials.getByRole('img').first()).toHaveAccessibleName('Fist, right hand');
});
