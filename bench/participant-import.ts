// A class import: POST /api/participants/import of 500 children (names, group, month and year of
// birth, the parents' decision on the institute's form) into a school, against the real server
// (production build of the server, embedded PGlite in a temporary folder, or PostgreSQL with
// BENCH_DATABASE_URL). The goal: under 2 s server time each, measured as the request's time on
// localhost (the body is 30 KB). Five imports into a fresh school each, then the preview of a
// 10,000-row text (the largest an import takes) for comparison.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { consentForms, researchInstitutes, schools } from '../apps/server/src/db/schema/index.ts';
import { DEMO_INSTITUTE_NAME } from '../apps/server/src/seed.ts';
import { adminToken } from './lib/admin-token.ts';
import { benchPort } from './lib/port.ts';
import { reportRows, runBenchmark } from './lib/results.ts';
import { withSeededServer } from './lib/seeded-server.ts';

const ROWS = 500;
const RUNS = 5;
const PREVIEW_ROWS = 10_000;
const GOAL_MS = 2000;
const PORT = benchPort(3651);
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-bench-import-'));

export interface ParticipantImportFigures {
  database: 'pglite' | 'postgres';
  rows: number;
  bodyKb: number;
  importMs: number[];
  medianMs: number;
  maxMs: number;
  previewOf10000Ms: number;
  goalMs: number;
  withinGoal: boolean;
}

interface Seeded {
  token: string;
  instituteId: number;
  schoolIds: number[];
  formId: number;
}

async function seed(db: Db, config: Config): Promise<Seeded> {
  const [institute] = await db
    .select({ id: researchInstitutes.id })
    .from(researchInstitutes)
    .where(eq(researchInstitutes.name, DEMO_INSTITUTE_NAME));
  const [form] = await db
    .select({ id: consentForms.id })
    .from(consentForms)
    .where(eq(consentForms.researchInstituteId, institute!.id));
  const added = await db
    .insert(schools)
    .values(
      Array.from({ length: RUNS }, (_, run) => ({
        name: `Import bench school ${run}`,
        managingInstituteId: institute!.id,
      })),
    )
    .returning({ id: schools.id });
  return {
    token: await adminToken(db, config),
    instituteId: institute!.id,
    schoolIds: added.map(({ id }) => id),
    formId: form!.id,
  };
}

/** `count` children as a spreadsheet exports them, with subject IDs of their own. */
function classText(prefix: string, count: number): string {
  const header =
    'subject_id,first_name,last_name,group,birth_year,birth_month,sex,consent,consent_date,consent_by,consent_relation';
  const rows = Array.from(
    { length: count },
    (_, i) =>
      `${prefix}-${i},Kind${i},Muster${i},${1 + (i % 4)}${'abcd'[i % 4]},2018,${1 + (i % 12)},${i % 2 ? 'female' : 'male'},given,2026-09-01,parent,mother`,
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

async function timedPost(token: string, url: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const ms = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

export async function measureParticipantImport(): Promise<ParticipantImportFigures> {
  return withSeededServer({ port: PORT, dataDir }, seed, async ({ seeded, database }) => {
    const importMs: number[] = [];
    let bodyKb = 0;
    for (const [run, schoolId] of seeded.schoolIds.entries()) {
      const body = {
        researchInstituteId: seeded.instituteId,
        schoolId,
        consentFormId: seeded.formId,
        text: classText(`BENCH${run}`, ROWS),
      };
      bodyKb = Math.round(JSON.stringify(body).length / 1024);
      importMs.push(await timedPost(seeded.token, '/api/participants/import', body));
    }
    const previewOf10000Ms = await timedPost(seeded.token, '/api/participants/import/preview', {
      researchInstituteId: seeded.instituteId,
      schoolId: null,
      consentFormId: seeded.formId,
      text: classText('PREVIEW', PREVIEW_ROWS),
    });
    const sorted = [...importMs].sort((a, b) => a - b);
    const maxMs = sorted.at(-1)!;
    return {
      database,
      rows: ROWS,
      bodyKb,
      importMs,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      maxMs,
      previewOf10000Ms,
      goalMs: GOAL_MS,
      withinGoal: maxMs < GOAL_MS,
    };
  });
}

export function participantImportRows(figures: ParticipantImportFigures): string[][] {
  return [
    [
      `class import of ${figures.rows} rows (${figures.database}) median / max`,
      `${figures.medianMs} / ${figures.maxMs} ms`,
      `< ${figures.goalMs} ms`,
      figures.withinGoal ? 'ok' : 'MISSED',
    ],
    [
      `  preview of ${PREVIEW_ROWS.toLocaleString('en')} rows (${figures.database})`,
      `${figures.previewOf10000Ms} ms`,
      '',
      '',
    ],
  ];
}

export const participantImportResultName = (figures: ParticipantImportFigures) =>
  figures.database === 'postgres' ? 'participant-import-postgres' : 'participant-import';

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureParticipantImport();
    return reportRows(
      participantImportResultName(figures),
      figures,
      participantImportRows(figures),
    );
  });
}
