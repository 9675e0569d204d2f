// Lighthouse 12 on one page of the real server, in Debian's Chromium started by chrome-launcher
// (CHROMIUM_PATH, default /usr/bin/chromium): a fresh browser per run, reported is the median of
// each category score and every audit that kept a score down.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

export interface LighthouseRunsFigures {
  /** Category scores (0-100) of every run. */
  runs: Scores[];
  median: Scores;
  goals: Scores;
  /** Audits below full marks in any run, with their titles: what keeps a score down. */
  failedAudits: string[];
  withinGoal: boolean;
}

export interface LighthouseEnvironment {
  lighthouseVersion: string;
  chromium: string;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOnce(url: string, config: Config | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-extensions'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as Scores;
    const failed = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`),
    );
    const environment: LighthouseEnvironment = {
      lighthouseVersion: lhr.lighthouseVersion,
      chromium:
        /(Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ??
        lhr.environment.hostUserAgent,
    };
    return { scores, failed, environment };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs of `url` (config undefined: Lighthouse's default, mobile). */
export async function measureLighthouse(
  url: string,
  config: Config | undefined,
  goals: Scores,
  runs: number,
): Promise<LighthouseRunsFigures & LighthouseEnvironment> {
  const scores: Scores[] = [];
  const failedAudits = new Set<string>();
  let environment: LighthouseEnvironment = { lighthouseVersion: '', chromium: '' };
  for (let i = 0; i < runs; i++) {
    const run = await runOnce(url, config);
    scores.push(run.scores);
    run.failed.forEach((audit) => failedAudits.add(audit));
    environment = run.environment;
  }
  const medianScores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(scores.map((run) => run[category]))]),
  ) as Scores;
  return {
    ...environment,
    runs: scores,
    median: medianScores,
    goals,
    failedAudits: [...failedAudits].sort(),
    withinGoal: CATEGORIES.every((category) => medianScores[category] >= goals[category]),
  };
}

/** One summary row of `npm run bench`: "perf / a11y / best pr." against the goals. */
export function lighthouseRow(measure: string, figures: LighthouseRunsFigures) {
  const { median: scores, goals, withinGoal } = figures;
  return [
    measure,
    `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']}`,
    `>= ${goals.performance} / ${goals.accessibility} / ${goals['best-practices']}`,
    withinGoal ? 'ok' : 'MISSED',
  ];
}
