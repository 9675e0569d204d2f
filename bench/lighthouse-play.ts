// Lighthouse 12 on the play page (/play/{token}) at a tablet's size: the real server (production
// build, fresh embedded database with the demo accounts), one session of a three-instance
// assessment started through the API as the demo admin, then RUNS Lighthouse runs of its link
// (lib/lighthouse.ts) with mobile throttling (simulated slow 4G, 4x slower CPU) on an 820 × 1180
// touch screen, as a school's iPad Air in portrait. Goals: performance at least 95,
// accessibility 100.
import os from 'node:os';
import path from 'node:path';
import type { Config } from 'lighthouse';
import { launchChromium, accessTokenOf, signedInPage } from './lib/browser.ts';
import { benchInstance } from './lib/bench-instance.ts';
import { lighthouseRow, measureLighthouse, type LighthouseRunsFigures } from './lib/lighthouse.ts';
import { benchPort } from './lib/port.ts';
import { writeResult } from './lib/results.ts';
import { startDemoServer, stopServer } from './lib/server.ts';
import { printTable } from './lib/table.ts';

const RUNS = 3;
const PORT = benchPort(3683);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'bench-password';
const dataDir = path.join(os.tmpdir(), 'cogniplay-bench-lighthouse-play');
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100 };

const TABLET: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    screenEmulation: {
      mobile: true,
      width: 820,
      height: 1180,
      deviceScaleFactor: 2,
      disabled: false,
    },
  },
};

export interface LighthousePlayFigures extends LighthouseRunsFigures {
  lighthouseVersion: string;
  chromium: string;
  viewport: string;
}

/** A play link of a fresh session, made through the API as the demo admin. */
async function startSession(): Promise<string> {
  const browser = await launchChromium();
  let token: string;
  try {
    const page = await signedInPage(browser, {
      origin: ORIGIN,
      email: 'admin@cogniplay.test',
      password: PASSWORD,
      landOn: '/admin',
    });
    token = await accessTokenOf(page);
  } finally {
    await browser.close();
  }
  const api = async <T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${ORIGIN}/api${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { researchInstitutes } = await api<{ researchInstitutes: { id: number }[] }>(
    'GET',
    '/research-institutes',
  );
  const researchInstituteId = researchInstitutes[0]!.id;
  const instanceIds: number[] = [];
  for (let n = 0; n < 3; n++) {
    const { instance } = await api<{ instance: { id: number } }>(
      'POST',
      '/games/rule-finding/instances',
      benchInstance(n),
    );
    instanceIds.push(instance.id);
  }
  const { participant } = await api<{ participant: { id: number } }>('POST', '/participants', {
    subjectId: 'LH-001',
    firstName: 'Lena',
    lastName: 'Huber',
    researchInstituteId,
  });
  const { assessment } = await api<{ assessment: { id: number } }>('POST', '/assessments', {
    name: 'Lighthouse assessment',
    researchInstituteId,
    instanceIds,
  });
  const { sessions } = await api<{ sessions: { playUrl: string }[] }>('POST', '/sessions', {
    assessmentId: assessment.id,
    participantIds: [participant.id],
  });
  return sessions[0]!.playUrl;
}

export async function measureLighthousePlay(): Promise<LighthousePlayFigures> {
  const server = await startDemoServer(PORT, dataDir, PASSWORD);
  try {
    const playUrl = await startSession();
    const figures = await measureLighthouse(playUrl, TABLET, GOALS, RUNS);
    return { ...figures, viewport: '820 × 1180, touch, mobile throttling' };
  } finally {
    await stopServer(server);
  }
}

/** The summary row of `npm run bench`. */
export function lighthousePlayRow(figures: LighthousePlayFigures): (string | number)[] {
  return lighthouseRow(
    `Lighthouse /play/{token}, tablet (median of ${RUNS}): perf / a11y / best pr.`,
    figures,
  );
}

// `node bench/lighthouse-play.ts` on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureLighthousePlay();
  writeResult('lighthouse-play', figures);
  printTable(['measure', 'figure', 'goal', 'result'], [lighthousePlayRow(figures)]);
  for (const audit of figures.failedAudits) console.log(audit);
  if (!figures.withinGoal) process.exitCode = 1;
}
