// Assessments for the end-to-end specs: rule-finding instances made through the API as the
// demo admin, and the assessment form filled in as a researcher would.
import { expect, type Browser, type Page } from '@playwright/test';
import type { PlaySession, SubmitAnswerBody, SubmitAnswerResponse } from '@cogniplay/contract';
import { apiRequest } from './api.ts';
import { newPageAs, openSignedIn } from './signed-in.ts';

export const unique = () => Math.random().toString(36).slice(2, 8);

/** A rule-finding instance with two target items: 'characteristic 1 is on'. */
export function ruleFindingInstance(label: string) {
  return {
    label,
    itemData: {
      rule: { $type: 'property', index: 0, value: 'on' },
      demonstrationItems: [
        {
          matchesRule: true,
          ruleFindingElement: { characteristics: ['on', 'off', 'off', 'off'] },
        },
      ],
      targetItems: [
        {
          matchesRule: true,
          ruleFindingElement: { characteristics: ['on', 'on', 'off', 'off'] },
        },
        {
          matchesRule: false,
          ruleFindingElement: { characteristics: ['off', 'on', 'off', 'on'] },
        },
      ],
    },
  };
}

/** As the demo admin, in a browser of its own: three instances labelled `<tag>-a`, `-b`, `-c`. */
export async function createInstances(browser: Browser, tag: string): Promise<number[]> {
  const page = await newPageAs(browser, 'admin');
  try {
    const ids: number[] = [];
    for (const letter of ['a', 'b', 'c']) {
      const { instance: created } = await apiRequest<{ instance: { id: number } }>(
        page,
        'POST',
        '/games/rule-finding/instances',
        ruleFindingInstance(`${tag}-${letter}`),
      );
      ids.push(created.id);
    }
    return ids;
  } finally {
    await page.close();
  }
}

/**
 * An assessment named `name` of one new instance, made through the API by the signed-in `page`,
 * which is left on the assessments list.
 */
export async function createAssessment(
  page: Page,
  browser: Browser,
  name: string,
  tag: string,
): Promise<number> {
  const [instanceId] = await createInstances(browser, tag);
  await openSignedIn(page, '/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible({
    timeout: 30_000,
  });
  const { assessment } = await apiRequest<{ assessment: { id: number } }>(
    page,
    'POST',
    '/assessments',
    { name, instanceIds: [instanceId] },
  );
  return assessment.id;
}

/** The assessment form: name, the three instances chosen by filter, c moved before b. */
export async function fillAssessmentForm(page: Page, name: string, tag: string, ids: number[]) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  // Defaults: demonstrations on, feedback off, creatures.
  await expect(
    page.getByRole('checkbox', { name: 'Show demonstration items first' }),
  ).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Give feedback after each answer' }),
  ).not.toBeChecked();
  await page.getByLabel('Picture set').selectOption('shapes');

  await page.getByLabel('Filter instances').fill(tag);
  await expect(page.getByTestId('picker-row')).toHaveCount(3);
  for (const id of ids) {
    await page.getByRole('checkbox', { name: `Select instance ${id}` }).click();
  }
  await expect(page.getByText('3 instances chosen')).toBeVisible();
  // Keyboard only: focus 'up' of the last one and press Enter.
  await page.getByRole('button', { name: `Move instance ${ids[2]} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-instance')).toHaveText([
    new RegExp(`Instance ${ids[0]}:`),
    new RegExp(`Instance ${ids[2]}:`),
    new RegExp(`Instance ${ids[1]}:`),
  ]);
}

/**
 * Plays a session through the play API, as a tablet would but without the page: starts it and
 * answers every target item, "fits" and "does not fit" in turn (the truth is never read; the
 * server scores). Answers whether the server counts the session completed.
 */
export async function playThroughApi(page: Page, playUrl: string): Promise<boolean> {
  const path = `/play/${new URL(playUrl).pathname.split('/').at(-1)}`;
  const session = await apiRequest<PlaySession>(page, 'GET', path);
  await apiRequest(page, 'POST', `${path}/start`);
  let completed = false;
  let turn = 0;
  for (const instance of session.instances) {
    if (instance.game !== 'rule-finding') throw new Error(`playThroughApi plays rule finding only`);
    for (const [itemIndex] of instance.targetItems.entries()) {
      const reactionTimeMs = 900 + 100 * turn;
      const answeredAt = Date.now();
      const body: SubmitAnswerBody = {
        position: instance.position,
        itemIndex,
        response: turn % 2 === 0 ? 'fits' : 'does_not_fit',
        reactionTimeMs,
        inputType: 'touch',
        clientShownAt: new Date(answeredAt - reactionTimeMs).toISOString(),
        clientAnsweredAt: new Date(answeredAt).toISOString(),
      };
      ({ completed } = await apiRequest<SubmitAnswerResponse>(
        page,
        'POST',
        `${path}/answers`,
        body,
      ));
      turn += 1;
    }
  }
  return completed;
}
