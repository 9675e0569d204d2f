// Camera mode of the hand-gesture game in headless Chromium on this machine's CPU (software
// WebGL, no GPU), with Chromium's fake camera: the hand model's files a session fetches, the time
// from the adult choosing the camera to "Camera ready" (files fetched, model compiled and run
// once), the frames the model reads per second during a trial, and the time from the end of a
// recognition to the answer leaving the tablet (the adult's CONFIRM_MS to correct it, then the
// queue). The fake camera holds no hand, so the recognition that ends is the window's "none";
// a held gesture ends the same way, through the same code. No goals: the figures are reported.
import os from 'node:os';
import path from 'node:path';
import { launchChromium, withDemoAdminTab, withPageBench } from './lib/browser.ts';
import { benchPort } from './lib/port.ts';
import { reportRows, runBenchmark } from './lib/results.ts';

const PORT = benchPort(3691);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'bench-password';
const dataDir = path.join(os.tmpdir(), 'cogniplay-bench-hand-camera');
/** How long the trial waits for a gesture: the frames are counted over most of it. */
const WINDOW_MS = 20_000;
const RUNS = 3;

export interface HandCameraFigures {
  modelFiles: number;
  modelBytes: number;
  /** Per run: choosing the camera to "Camera ready". */
  readyMs: number[];
  /** Per run: frames read per second during the trial. */
  framesPerSecond: number[];
  /** Per run: from the recognition's end to the answer's request. */
  recognitionToSentMs: number[];
  withinGoal: true;
}

type Api = <T>(method: 'GET' | 'POST', route: string, body?: unknown) => Promise<T>;

/** RUNS play links of one-trial imitation sessions, made through the API as the demo admin. */
async function playLinks(api: Api): Promise<string[]> {
  const { researchInstitutes } = await api<{ researchInstitutes: { id: number }[] }>(
    'GET',
    '/research-institutes',
  );
  const researchInstituteId = researchInstitutes[0]!.id;
  const { instance } = await api<{ instance: { id: number } }>(
    'POST',
    '/games/hand-gesture/instances',
    { taskData: { gesture: 'thumbs-up', responseWindowMs: WINDOW_MS } },
  );
  const { assessment } = await api<{ assessment: { id: number } }>('POST', '/assessments', {
    name: 'Hand camera benchmark',
    researchInstituteId,
    items: [{ game: 'hand-gesture', instanceId: instance.id }],
  });
  const links: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { participant } = await api<{ participant: { id: number } }>('POST', '/participants', {
      subjectId: `HC-${run}`,
      firstName: 'Hanna',
      lastName: 'Kamp',
      researchInstituteId,
    });
    const { sessions } = await api<{ sessions: { playUrl: string }[] }>('POST', '/sessions', {
      assessmentId: assessment.id,
      participantIds: [participant.id],
    });
    links.push(sessions[0]!.playUrl);
  }
  return links;
}

export async function measureHandCamera(): Promise<HandCameraFigures> {
  return withPageBench(PORT, dataDir, PASSWORD, async (browser) => {
    const links = await withDemoAdminTab(browser, ORIGIN, PASSWORD, '/admin', (page, token) =>
      playLinks(async (method, route, body) => {
        const response = await page.request.fetch(`${ORIGIN}/api${route}`, {
          method,
          headers: { authorization: `Bearer ${token}` },
          ...(body === undefined ? {} : { data: body }),
        });
        if (!response.ok()) throw new Error(`${method} ${route}: ${response.status()}`);
        return (await response.json()) as never;
      }),
    );
    const camera = await launchChromium([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ]);
    const figures: HandCameraFigures = {
      modelFiles: 0,
      modelBytes: 0,
      readyMs: [],
      framesPerSecond: [],
      recognitionToSentMs: [],
      withinGoal: true,
    };
    try {
      for (const link of links) {
        // A new context each run: the model's files come from the network, not the cache.
        const context = await camera.newContext({
          viewport: { width: 1024, height: 768 },
          hasTouch: true,
          locale: 'en-GB',
        });
        const page = await context.newPage();
        const files = new Map<string, number>();
        page.on('response', async (response) => {
          if (!response.url().includes('/assets/hand-model/')) return;
          files.set(response.url(), (await response.body()).length);
        });
        const sent = new Promise<{ at: number; answeredAt: number }>((resolve) => {
          page.on('request', (request) => {
            if (!request.url().endsWith('/answers')) return;
            const body = request.postDataJSON() as { clientAnsweredAt: string };
            resolve({ at: Date.now(), answeredAt: Date.parse(body.clientAnsweredAt) });
          });
        });
        await page.goto(link);
        await page.getByText('The camera recognises the hand').tap();
        const chosen = performance.now();
        await page
          .getByRole('status')
          .filter({ hasText: 'Camera ready.' })
          .waitFor({ timeout: 300_000 });
        figures.readyMs.push(Math.round(performance.now() - chosen));
        figures.modelFiles = files.size;
        figures.modelBytes = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);

        await page.getByRole('button', { name: 'Start' }).tap();
        await page.getByRole('button', { name: 'Yes', exact: true }).tap();
        const selfView = page.getByLabel('Camera picture, which stays on this tablet');
        const framesAt = async () => ({
          frames: Number((await selfView.getAttribute('data-frames')) ?? 0),
          at: performance.now(),
        });
        let first = await framesAt();
        while (first.frames === 0) {
          await page.waitForTimeout(100);
          first = await framesAt();
        }
        await page.waitForTimeout(WINDOW_MS / 2);
        const last = await framesAt();
        figures.framesPerSecond.push(
          Math.round(((last.frames - first.frames) / ((last.at - first.at) / 1000)) * 10) / 10,
        );
        const { at, answeredAt } = await sent;
        figures.recognitionToSentMs.push(at - answeredAt);
        await context.close();
      }
    } finally {
      await camera.close();
    }
    return figures;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The summary rows of `npm run bench`. */
export function handCameraRows(figures: HandCameraFigures): string[][] {
  return [
    [
      'hand model fetched by a camera session',
      `${figures.modelFiles} files, ${(figures.modelBytes / 1e6).toFixed(1)} MB`,
      '—',
      'reported',
    ],
    [
      `camera chosen -> ready (median of ${RUNS}, CPU)`,
      `${median(figures.readyMs)} ms`,
      '—',
      'reported',
    ],
    [
      `hand model frames/s in a trial (median of ${RUNS}, CPU)`,
      `${median(figures.framesPerSecond)}`,
      '—',
      'reported',
    ],
    [
      `recognition -> answer sent (median of ${RUNS})`,
      `${median(figures.recognitionToSentMs)} ms`,
      '—',
      'reported',
    ],
  ];
}

// `node bench/hand-camera.ts` on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  await runBenchmark(async () => {
    const figures = await measureHandCamera();
    return reportRows('hand-camera', figures, handCameraRows(figures));
  });
}
