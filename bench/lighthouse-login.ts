// Lighthouse 12 on /login, the first page of most visits. The real server
// (production build, fresh embedded database) and Debian's Chromium started by chrome-launcher
// (CHROMIUM_PATH, default /usr/bin/chromium); each form factor RUNS times, a fresh browser per
// run; reported is the median of each category score. Goals: accessibility and best practices
// 100, performance at least 90 on mobile (Lighthouse's default: simulated slow 4G and a 4x
// slower CPU) and 100 on desktop.
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { startDemoServer, stopServer } from './lib/server.ts';
import { writeResult } from './lib/results.ts';
import { benchPort } from './lib/port.ts';
import { printTable } from './lib/table.ts';

const RUNS = 3;
const PORT = benchPort(3682);
const URL = `http://localhost:${PORT}/login`;
const dataDir = path.join(os.tmpdir(), 'cogniplay-bench-lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS: Record<'mobile' | 'desktop', Record<Category, number>> = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100 },
};

export interface LighthouseFormFactorFigures {
  /** Category scores (0-100) of every run. */
  runs: Record<Category, number>[];
  median: Record<Category, number>;
  goals: Record<Category, number>;
  /** Audits below full marks in any run, with their titles: what keeps a score down. */
  failedAudits: string[];
  withinGoal: boolean;
}

export interface LighthouseFigures {
  lighthouseVersion: string;
  chromium: string;
  url: string;
  mobile: LighthouseFormFactorFigures;
  desktop: LighthouseFormFactorFigures;
  withinGoal: boolean;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOnce(formFactor: 'mobile' | 'desktop', chromePath: string) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-extensions'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(
      URL,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as Record<Category, number>;
    const failed = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`),
    );
    return {
      scores,
      failed,
      version: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    };
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouseLogin(): Promise<LighthouseFigures> {
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const server = await startDemoServer(PORT, dataDir, 'bench-password');
  try {
    let version = '';
    let chromium = '';
    const measure = async (
      formFactor: 'mobile' | 'desktop',
    ): Promise<LighthouseFormFactorFigures> => {
      const runs: Record<Category, number>[] = [];
      const failedAudits = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const run = await runOnce(formFactor, chromePath);
        runs.push(run.scores);
        run.failed.forEach((audit) => failedAudits.add(audit));
        version = run.version;
        chromium = /(Headless)?Chrome\/[\d.]+/.exec(run.userAgent)?.[0] ?? run.userAgent;
      }
      const goals = GOALS[formFactor];
      const medianScores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((run) => run[category]))]),
      ) as Record<Category, number>;
      return {
        runs,
        median: medianScores,
        goals,
        failedAudits: [...failedAudits].sort(),
        withinGoal: CATEGORIES.every((category) => medianScores[category] >= goals[category]),
      };
    };
    const mobile = await measure('mobile');
    const desktop = await measure('desktop');
    return {
      lighthouseVersion: version,
      chromium,
      url: '/login',
      mobile,
      desktop,
      withinGoal: mobile.withinGoal && desktop.withinGoal,
    };
  } finally {
    await stopServer(server);
  }
}

/** The summary rows of `npm run bench`. */
export function lighthouseRows(figures: LighthouseFigures): (string | number)[][] {
  return (['mobile', 'desktop'] as const).map((formFactor) => {
    const { median: scores, goals, withinGoal } = figures[formFactor];
    return [
      `Lighthouse /login, ${formFactor} (median of ${RUNS}): perf / a11y / best pr.`,
      `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']}`,
      `>= ${goals.performance} / ${goals.accessibility} / ${goals['best-practices']}`,
      withinGoal ? 'ok' : 'MISSED',
    ];
  });
}

// `node bench/lighthouse-login.ts` on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureLighthouseLogin();
  writeResult('lighthouse-login', figures);
  printTable(['measure', 'figure', 'goal', 'result'], lighthouseRows(figures));
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const audit of figures[formFactor].failedAudits) console.log(`${formFactor}: ${audit}`);
  }
  if (!figures.withinGoal) process.exitCode = 1;
}
