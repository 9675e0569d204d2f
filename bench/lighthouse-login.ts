// Lighthouse 12 on /login, the first page of most visits: the real server (production build,
// fresh embedded database), each form factor RUNS times (lib/lighthouse.ts). Goals:
// accessibility and best practices 100, performance at least 90 on mobile (Lighthouse's default:
// simulated slow 4G and a 4x slower CPU) and 100 on desktop.
import os from 'node:os';
import path from 'node:path';
import { desktopConfig } from 'lighthouse';
import {
  lighthouseRow,
  measureLighthouse,
  type LighthouseRunsFigures,
  type Scores,
} from './lib/lighthouse.ts';
import { benchPort } from './lib/port.ts';
import { writeResult } from './lib/results.ts';
import { startDemoServer, stopServer } from './lib/server.ts';
import { printTable } from './lib/table.ts';

const RUNS = 3;
const PORT = benchPort(3682);
const URL = `http://localhost:${PORT}/login`;
const dataDir = path.join(os.tmpdir(), 'cogniplay-bench-lighthouse');
const GOALS: Record<'mobile' | 'desktop', Scores> = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100 },
};

export interface LighthouseFigures {
  lighthouseVersion: string;
  chromium: string;
  url: string;
  mobile: LighthouseRunsFigures;
  desktop: LighthouseRunsFigures;
  withinGoal: boolean;
}

export async function measureLighthouseLogin(): Promise<LighthouseFigures> {
  const server = await startDemoServer(PORT, dataDir, 'bench-password');
  try {
    const { lighthouseVersion, chromium, ...mobile } = await measureLighthouse(
      URL,
      undefined,
      GOALS.mobile,
      RUNS,
    );
    const {
      lighthouseVersion: _v,
      chromium: _c,
      ...desktop
    } = await measureLighthouse(URL, desktopConfig, GOALS.desktop, RUNS);
    return {
      lighthouseVersion,
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
  return (['mobile', 'desktop'] as const).map((formFactor) =>
    lighthouseRow(
      `Lighthouse /login, ${formFactor} (median of ${RUNS}): perf / a11y / best pr.`,
      figures[formFactor],
    ),
  );
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
