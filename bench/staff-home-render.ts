// A school's page for its staff (/s/{id}) renders without freezing the tab: no long task over
// 200 ms, for a school of 30 classes and 750 children, each with two assessments started. Starts
// the real server (production build, fresh embedded database); as the demo admin, through the
// API: a school of the demo institute, its 750 children imported with consent (25 per class), two
// assessments started for all of them, and the admin made an administrator of the school (invited
// and accepted, as a staff member would). Then, RUNS times in a fresh tab each:
//   - navigation: on /s, a click on the school (the route chunk, the progress answer, the render);
//   - reload: /s/{id} typed into the address bar (the whole app boot included);
//   - class: another class chosen in the page's select.
// The goal is judged on navigation and class; a full load also boots the whole app (as in
// school-list-render.ts). A PerformanceObserver for 'longtask' entries, installed before any page
// script runs, records every task over 50 ms; reported is the longest per run. Needs `npm run build`.
/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  clearLongTasks,
  demoAdminPage,
  longestTask,
  withDemoAdminTab,
  withPageBench,
} from './lib/browser.ts';
import { benchInstance } from './lib/bench-instance.ts';
import { benchPort } from './lib/port.ts';
import { runBenchmark, writeResult } from './lib/results.ts';
import { printTable } from './lib/table.ts';

const CLASSES = 30;
const CHILDREN_PER_CLASS = 25;
const ASSESSMENTS = 2;
const RUNS = 5;
const GOAL_MS = 200;
const PORT = benchPort(3661);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'bench-password';
const dataDir = path.join(os.tmpdir(), 'cogniplay-bench-staff-home');

export interface StaffHomeFigures {
  classes: number;
  children: number;
  assessments: number;
  runs: number;
  /** Longest task of each run, in ms (0 when no task exceeded 50 ms). */
  navigationMs: number[];
  reloadMs: number[];
  classChangeMs: number[];
  navigationMaxMs: number;
  classChangeMaxMs: number;
  reloadMaxMs: number;
  goalMs: number;
  withinGoal: boolean;
}

export async function measureStaffHomeRender(): Promise<StaffHomeFigures> {
  return withPageBench(PORT, dataDir, PASSWORD, async (browser) => {
    const schoolId = await seedSchool(browser);
    const navigationMs: number[] = [];
    const reloadMs: number[] = [];
    const classChangeMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const opened = await openSchool(browser, schoolId);
      navigationMs.push(opened.navigationMs);
      classChangeMs.push(opened.classChangeMs);
      reloadMs.push(await reloadSchool(browser, schoolId));
    }
    const navigationMaxMs = Math.max(...navigationMs);
    const classChangeMaxMs = Math.max(...classChangeMs);
    return {
      classes: CLASSES,
      children: CLASSES * CHILDREN_PER_CLASS,
      assessments: ASSESSMENTS,
      runs: RUNS,
      navigationMs,
      reloadMs,
      classChangeMs,
      navigationMaxMs,
      classChangeMaxMs,
      reloadMaxMs: Math.max(...reloadMs),
      goalMs: GOAL_MS,
      withinGoal: navigationMaxMs <= GOAL_MS && classChangeMaxMs <= GOAL_MS,
    };
  });
}

const rowsShown = (page: Page, count: number) =>
  page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="child-progress-row"]').length === n,
    count,
    { timeout: 60_000 },
  );

/** One fresh tab: from /s to the school, then to another class; the longest task of each. */
async function openSchool(browser: Browser, schoolId: number) {
  const page = await demoAdminPage(browser, ORIGIN, PASSWORD, '/s');
  try {
    await clearLongTasks(page);
    await page.locator(`main a[href="/s/${schoolId}"]`).click();
    await rowsShown(page, CHILDREN_PER_CLASS);
    const navigationMs = await longestTask(page, 1000);
    await clearLongTasks(page);
    await page.locator('main select').selectOption({ index: CLASSES - 1 });
    await page.waitForURL(/group=/);
    await rowsShown(page, CHILDREN_PER_CLASS);
    const classChangeMs = await longestTask(page, 1000);
    return { navigationMs, classChangeMs };
  } finally {
    await page.context().close();
  }
}

/** One fresh tab: the school's page typed into the address bar. */
async function reloadSchool(browser: Browser, schoolId: number): Promise<number> {
  const page = await demoAdminPage(browser, ORIGIN, PASSWORD, '/s');
  try {
    await clearLongTasks(page);
    await page.goto(`${ORIGIN}/s/${schoolId}`);
    await rowsShown(page, CHILDREN_PER_CLASS);
    return await longestTask(page, 1000);
  } finally {
    await page.context().close();
  }
}

/** The school, its children and sessions, and the admin on its staff; the school's id. */
async function seedSchool(browser: Browser): Promise<number> {
  return withDemoAdminTab(browser, ORIGIN, PASSWORD, '/admin', (page, token) =>
    page.evaluate(
      async ({ classes, perClass, assessments, instances, token }) => {
        const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
          const response = await fetch(`/api${path}`, {
            method,
            headers: {
              Authorization: `Bearer ${token}`,
              ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
          return (response.status === 204 ? null : response.json()) as T;
        };
        type Institutes = { researchInstitutes: { id: number; name: string }[] };
        const { researchInstitutes } = await call<Institutes>('GET', '/research-institutes');
        const institute = researchInstitutes.find((i) => i.name === 'Demo Research Institute')!;
        const { forms } = await call<{ forms: { id: number }[] }>(
          'GET',
          `/research-institutes/${institute.id}/consent`,
        );
        const { school } = await call<{ school: { id: number } }>('POST', '/schools', {
          schoolName: 'Bench School',
          managingInstituteId: institute.id,
        });
        const lines = ['subject_id,first_name,last_name,group,consent,consent_date,consent_by'];
        for (let c = 1; c <= classes; c++) {
          for (let n = 1; n <= perClass; n++) {
            lines.push(`B-${c}-${n},Child${n},Class${c},${c}a,given,2026-09-01,parent`);
          }
        }
        await call('POST', '/participants/import', {
          researchInstituteId: institute.id,
          schoolId: school.id,
          consentFormId: forms[0]!.id,
          text: lines.join('\n'),
        });
        const { participants } = await call<{
          participants: { id: number; school: { id: number } | null }[];
        }>('GET', `/participants?researchInstituteId=${institute.id}`);
        const ids = participants.filter((p) => p.school?.id === school.id).map((p) => p.id);
        for (let a = 1; a <= assessments; a++) {
          const { instance } = await call<{ instance: { id: number } }>(
            'POST',
            '/games/rule-finding/instances',
            instances[a - 1],
          );
          const { assessment } = await call<{ assessment: { id: number } }>(
            'POST',
            '/assessments',
            {
              name: `Bench assessment ${a}`,
              researchInstituteId: institute.id,
              instanceIds: [instance.id],
            },
          );
          await call('POST', '/sessions', { assessmentId: assessment.id, participantIds: ids });
        }
        // The admin on the school's staff, as a staff member is: invited, then accepted.
        await call('POST', `/schools/${school.id}/staff`, {
          email: 'admin@cogniplay.test',
          isAdmin: true,
          isTeacher: true,
        });
        const outbox = await call<{ messages: { link: string | null }[] }>(
          'GET',
          '/outbox?to=admin%40cogniplay.test',
        );
        const link = outbox.messages.find((m) => m.link?.includes('/invitation?'))!.link!;
        await call('POST', '/invitations/accept', {
          token: new URL(link).searchParams.get('token'),
        });
        return school.id;
      },
      {
        classes: CLASSES,
        perClass: CHILDREN_PER_CLASS,
        assessments: ASSESSMENTS,
        instances: Array.from({ length: ASSESSMENTS }, (_, n) => benchInstance(n + 1, 2)),
        token,
      },
    ),
  );
}

/** The summary rows of `npm run bench`. */
export function staffHomeRenderRows(figures: StaffHomeFigures): string[][] {
  return [
    [
      `staff's school page, ${figures.classes} classes / ${figures.children} children: longest task (open / class / full load)`,
      `${figures.navigationMaxMs} / ${figures.classChangeMaxMs} / ${figures.reloadMaxMs} ms`,
      `<= ${figures.goalMs} ms (open, class)`,
      figures.withinGoal ? 'ok' : 'MISSED',
    ],
  ];
}

export function printStaffHomeRender(figures: StaffHomeFigures): void {
  printTable(
    [
      `the staff's page of a school of ${figures.children} children`,
      'longest task per run (ms)',
      'max',
      'goal',
    ],
    [
      [
        'open from /s (in-app navigation)',
        figures.navigationMs.join(', '),
        figures.navigationMaxMs,
        GOAL_MS,
      ],
      ['another class chosen', figures.classChangeMs.join(', '), figures.classChangeMaxMs, GOAL_MS],
      ['full page load', figures.reloadMs.join(', '), figures.reloadMaxMs, '-'],
    ],
  );
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureStaffHomeRender();
    printStaffHomeRender(figures);
    console.log(`\nwrote ${writeResult('staff-home-render', { unit: 'ms', ...figures })}`);
    return figures.withinGoal;
  });
}
