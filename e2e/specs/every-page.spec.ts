// Every page of the app, signed out, as admin and as researcher, in English and German,
// at 1440 and 390 px: no axe-core violation, a document title of its own, and (with records of
// very long names) no sideways scrolling. One page load per route and language, checked at both
// widths: the window is resized in between, and each route is loaded at the width the previous
// one ended at, so that either width has half the routes from a fresh load. (A probe on
// 2026-11-28 found a resized page's accessibility tree, axe findings, title and scroll width
// equal to a fresh load's at that width on every admin route, both ways.) The records hold a
// completed session: its results and the charts are among what axe checks.
// The callbacks of page.evaluate run in the page: DOM types.
/// <reference lib="dom" />
import type { Page, Request } from '@playwright/test';
import { axeViolations, type AxeFinding } from '../support/axe.ts';
import { createLongNameRecords, type LongNameRecords } from '../support/long-names.ts';
import { openProviderLogin } from '../support/sign-in.ts';
import {
  expect,
  newPageAs,
  openSignedIn,
  SIGNED_IN,
  test,
  type Role,
} from '../support/signed-in.ts';

const LANGUAGES = [
  { lng: 'en', locale: 'en-GB' },
  { lng: 'de', locale: 'de-DE' },
] as const;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
type Viewport = (typeof WIDTHS)[number];

/** Both widths, starting with the one the page has now: the order to check a page load in. */
function widthsFromCurrent(page: Page): Viewport[] {
  return page.viewportSize()?.width === WIDTHS[0].width ? [...WIDTHS] : [...WIDTHS].reverse();
}

/** The routes of the route tree (apps/web/src/routes), with the records' ids filled in. */
function gameRoutes(records: LongNameRecords): string[] {
  return [
    '/games/rule-finding',
    '/games/rule-finding/items',
    `/games/rule-finding/items/${records.ruleFindingId}`,
    '/games/rule-finding/new',
    '/games/rule-finding/upload',
    '/games/hand-gesture',
    '/games/hand-gesture/items',
    `/games/hand-gesture/items/${records.handGestureId}`,
    '/games/hand-gesture/new',
    '/games/hand-gesture/upload',
  ];
}

function studyRoutes(records: LongNameRecords): string[] {
  return [
    '/participants',
    // Filtered by the long-named school: its name in the select and on the card.
    `/participants?school=${records.schoolId}`,
    '/participants/add',
    '/participants/import',
    `/participants/${records.participantId}`,
    '/assessments',
    '/assessments/new',
    `/assessments/${records.assessmentId}`,
    `/assessments/${records.editableAssessmentId}/edit`,
    `/sessions/${records.sessionId}`,
    '/sessions/print',
    '/statistics',
  ];
}

/**
 * What a page must show before axe checks it. The records hold a completed session, so its page
 * shows results, the assessment's page its accuracy chart, the statistics page both charts.
 */
function pageContents(
  records: LongNameRecords,
  role: Role,
): Record<string, (page: Page) => Promise<void>> {
  // Monaco's JSON support and worker load after the editor appears (the network wait sees them);
  // the researcher's instance forms are the page that says no.
  const editors = role === 'admin' ? ['/games/rule-finding/new', '/games/hand-gesture/new'] : [];
  return {
    ...Object.fromEntries(editors.map((path) => [path, expectJsonEditor])),
    [`/assessments/${records.assessmentId}`]: (page) => expectCharts(page, 1),
    '/statistics': (page) => expectCharts(page, 2),
    [`/sessions/${records.sessionId}`]: async (page) => {
      await expect(page.getByTestId('session-scores')).toBeVisible();
      await expect(page.getByTestId('instance-score-row')).toHaveCount(1);
      await expect(page.getByTestId('answer-row')).toHaveCount(2);
    },
  };
}

/**
 * `count` charts, each drawn (Recharts loads lazily) and with its table alternative open; again
 * after a resize, when the tables are open already.
 */
async function expectCharts(page: Page, count: number): Promise<void> {
  const figures = page.getByRole('figure');
  await expect(figures).toHaveCount(count);
  for (const figure of await figures.all()) {
    await expect(figure.locator('svg.recharts-surface')).toBeVisible();
    if (
      !(await figure.locator('details').evaluate((details) => (details as HTMLDetailsElement).open))
    ) {
      await figure.locator('summary').click();
    }
    await expect(figure.getByRole('table')).toBeVisible();
  }
}

/** The instance form's JSON editor, created (Monaco loads lazily). */
async function expectJsonEditor(page: Page): Promise<void> {
  await expect(page.getByTestId('json-editor').locator('.monaco-editor')).toBeVisible();
}

/** Counts the page's requests not yet answered (a navigation away fails the open ones). */
function trackOpenRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until nothing the page asked for is still on its way, and nothing new was asked for
 * during two animation frames: lazy chunks, fonts and data a component fetches after the first
 * render arrive before axe looks. (The same as `networkidle`, without its 500 ms of quiet.)
 */
async function networkSettled(page: Page, openRequests: () => number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        return openRequests();
      },
      { message: 'requests of the page still open', intervals: [50] },
    )
    .toBe(0);
}

/** Pages of every signed-in person. */
const ACCOUNT_ROUTES = ['/', '/unauthorized', '/no/such/page', '/invitations/accept?token=unknown'];

type RouteGroups = Record<'organisation' | 'study' | 'games', string[]>;

/** One test per group, so that none of them nears its time limit on a busy machine. */
const ROUTES: Record<'admin' | 'researcher', (records: LongNameRecords) => RouteGroups> = {
  admin: (records) => ({
    organisation: [
      ...ACCOUNT_ROUTES,
      '/admin',
      '/admin/research-institutes',
      '/admin/research-institutes/create',
      `/admin/research-institutes/${records.instituteId}`,
      '/admin/schools',
      '/admin/schools/create',
      `/admin/schools/${records.schoolId}`,
      `/admin/schools/${records.schoolId}/staff/${records.staffUserId}`,
      `/admin/schools/${records.schoolId}/staff/invitations/${records.staffInvitationId}`,
      '/admin/audit',
      // The suite's server has no SMTP server: its mails are kept here.
      '/admin/outbox',
    ],
    study: studyRoutes(records),
    games: gameRoutes(records),
  }),
  researcher: (records) => ({
    organisation: [
      ...ACCOUNT_ROUTES,
      '/r',
      '/r/schools',
      '/r/schools/create',
      `/r/schools/${records.schoolId}`,
      `/r/schools/${records.schoolId}/staff/${records.staffUserId}`,
      `/r/schools/${records.schoolId}/staff/invitations/${records.staffInvitationId}`,
    ],
    study: studyRoutes(records),
    games: gameRoutes(records),
  }),
};

/** What is wrong with the page now showing; an empty list when nothing is. */
async function pageProblems(
  page: Page,
  width: number,
  openRequests: () => number,
): Promise<string[]> {
  // The page has settled: translations and data loaded, no pending screen.
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('pending')).toHaveCount(0);
  await networkSettled(page, openRequests);
  const problems = (await axeViolations(page)).map(
    (finding: AxeFinding) =>
      `axe ${finding.rule} (${finding.impact}): ${finding.targets.join(', ')} — ${finding.summary}`,
  );
  const title = await page.title();
  if (!/^.+ · Cogniplay$/.test(title)) problems.push(`document title "${title}"`);
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    // The innermost elements reaching past the right edge: where a fix belongs.
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
    );
    const innermost = past.filter(
      (element) => !past.some((other) => other.parentElement === element),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      widest: innermost
        .slice(0, 3)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
        ),
    };
  });
  if (scrollWidth > innerWidth) {
    problems.push(
      `scrolls sideways at ${width} px: scrollWidth ${scrollWidth}, ${widest.join(' ')}`,
    );
  }
  return problems;
}

/**
 * Visits every path and fails once, listing the problems of every page at either width; first
 * waits for what `contents` says a path must show, at each width.
 */
async function expectNoProblems(
  page: Page,
  paths: string[],
  lng: string,
  contents: Record<string, (page: Page) => Promise<void>> = {},
): Promise<void> {
  const openRequests = trackOpenRequests(page);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}`));
    for (const viewport of widthsFromCurrent(page)) {
      await page.setViewportSize(viewport);
      await contents[path]?.(page);
      for (const problem of await pageProblems(page, viewport.width, openRequests)) {
        problems.push(`${path} at ${viewport.width} px: ${problem}`);
      }
    }
  }
  expect(problems).toEqual([]);
}

/**
 * The school page's invite dialog, open, at either width: no axe violation, and its X is not a
 * second Cancel.
 */
async function expectAccessibleDialog(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: /^(invite|einladen)$/i }).click();
  const dialog = page.getByRole('dialog');
  for (const viewport of widthsFromCurrent(page)) {
    await page.setViewportSize(viewport);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: /^(close dialog|dialog schließen)$/i }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(cancel|abbrechen)$/i })).toHaveCount(1);
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
  }
}

/**
 * The participant page's edit dialog, open, at either width (its school select holds the long
 * school name).
 */
async function expectAccessibleEditDialog(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page
    .getByRole('button', {
      name: /^(edit school, group, birth and sex|schule, gruppe, geburt und geschlecht bearbeiten)$/i,
    })
    .click();
  const dialog = page.getByRole('dialog');
  for (const viewport of widthsFromCurrent(page)) {
    await page.setViewportSize(viewport);
    await expect(dialog).toBeVisible();
    // The school's select (the first) waits for the schools.
    await expect(dialog.locator('select').first()).toBeEnabled();
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `at ${viewport.width} px`).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
  }
}

/**
 * The first Tab stop is the skip link, which moves the focus to the main content: once per width,
 * each on a page load of its own (the first Tab stop is a fresh document's).
 */
async function expectSkipLinkAndTitle(page: Page, lng: string): Promise<void> {
  const skipLink = page.getByRole('link', {
    name: lng === 'de' ? 'Zum Hauptinhalt springen' : 'Skip to main content',
  });
  for (const viewport of widthsFromCurrent(page)) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/schools');
    await expect(page).toHaveTitle(lng === 'de' ? 'Schulen · Cogniplay' : 'Schools · Cogniplay');
    await page.keyboard.press('Tab');
    await expect(skipLink, `at ${viewport.width} px`).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main'), `at ${viewport.width} px`).toBeFocused();
  }
}

let records: LongNameRecords | undefined;

/** The long-named records, created once per worker as the admin. */
async function longNameRecords(page: Page): Promise<LongNameRecords> {
  records ??= await createLongNameRecords(
    page,
    `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  );
  return records;
}

for (const { lng, locale } of LANGUAGES) {
  test.describe(`in ${lng}`, () => {
    // Each page load starts at one width and is resized to the other (expectNoProblems).
    test.use({ locale, viewport: WIDTHS[0] });

    test('signed-out pages and the provider login page', async ({ page }) => {
      await expectNoProblems(page, ['/login', '/about/privacy', '/no/such/page'], lng);
      const openRequests = trackOpenRequests(page);
      await openProviderLogin(page);
      for (const viewport of widthsFromCurrent(page)) {
        await page.setViewportSize(viewport);
        await networkSettled(page, openRequests);
        const violations = await axeViolations(page);
        expect(violations, `at ${viewport.width} px`).toEqual([]);
      }
    });

    for (const role of ['admin', 'researcher'] as Role[]) {
      test.describe(`as the ${role}`, () => {
        test.use({ storageState: SIGNED_IN[role] });

        for (const group of ['organisation', 'study', 'games'] as const) {
          test(`${group} pages signed in as ${role}`, async ({ page, browser }) => {
            // Over 10 s: a dozen page loads, each waited on until settled and checked by axe at
            // two widths.
            test.setTimeout(240_000);
            if (!records) {
              const adminPage = await newPageAs(browser, 'admin');
              await longNameRecords(adminPage);
              await adminPage.close();
            }
            await openSignedIn(page);
            await expectNoProblems(
              page,
              ROUTES[role](records!)[group],
              lng,
              pageContents(records!, role),
            );
            if (group === 'study') {
              await expectAccessibleEditDialog(page, `/participants/${records!.participantId}`);
            }
            if (group === 'organisation' && role === 'admin') {
              await expectAccessibleDialog(page, `/admin/schools/${records!.schoolId}`);
              await expectSkipLinkAndTitle(page, lng);
            }
          });
        }
      });
    }
  });
}
