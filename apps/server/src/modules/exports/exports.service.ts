// Exports: a signed-in caller asks for a file of their scope (its filters checked now, so a bad
// filter is a clear problem, never an empty file); the answer is a download ticket. Opening the
// ticket reads the file as of that moment, in pages, and the download is audited once it ends.
import { randomBytes } from 'node:crypto';
import { finished, Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPORT_TICKET_TTL_SECONDS,
  codebook,
  exportFiltersSchema,
  type CreateExportResponse,
  type ExportFile,
  type ExportFilters,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readSessionPages } from '../../db/session-pages.ts';
import { recordAudit } from '../../db/record-audit.ts';
import { tenantScopeKey, tenantScopeOfKey, type TenantScope } from '../../db/tenant-scope.ts';
import { stillHoldsScope } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import { hashPlayToken } from '../../lib/play-token.ts';
import { spoolToFile } from '../../lib/spooled-file.ts';
import {
  codebookCsv,
  codebookJson,
  datasetDescriptionJson,
  readmeText,
  ZIP_PATHS,
  zipFile,
} from './export-files.ts';
import { csvFile, jsonLinesFile } from './table-files.ts';
import {
  instanceFacts,
  instanceRows,
  sessionOrders,
  sessionRows,
  trialRows,
  type RowCounts,
} from './export-rows.ts';
import {
  assessmentItemsQuery,
  databaseNow,
  erasedFromScope,
  groupInScope,
  insertTicket,
  instancesQuery,
  schoolInScope,
  sessionAnswersPage,
  sessionsWhere,
  takeTicket,
  targetCountsQuery,
  trialsPage,
  type AssessmentItemRow,
  type InstanceRow,
  type SessionAnswerRow,
  type TrialsPageRow,
} from './exports.repository.ts';
import { assessmentInScope, participantInScope } from '../../db/lookups.ts';
import { participantZip } from './participant-data.ts';

/** Another tenant's or a missing record answers 404, as everywhere; an unknown group 400. */
async function checkFilters(db: Db, scope: TenantScope, filters: ExportFilters) {
  if (filters.assessmentId !== undefined) {
    if (!(await assessmentInScope(db, scope, filters.assessmentId))) {
      throw httpError.notFound('Assessment');
    }
  }
  if (filters.schoolId !== undefined && !(await schoolInScope(db, scope, filters.schoolId))) {
    throw httpError.notFound('School');
  }
  if (
    filters.participantId !== undefined &&
    !(await participantInScope(db, scope, filters.participantId))
  ) {
    throw httpError.notFound('Participant');
  }
  if (filters.group !== undefined && !(await groupInScope(db, scope, filters.group))) {
    throw httpError.badRequest('No participant you can see is in this group.', [
      { path: '/body/group', message: 'No participant you can see is in this group' },
    ]);
  }
}

export async function createExportTicket(
  db: Db,
  scope: TenantScope,
  userId: number,
  { file, ...filters }: ExportFilters & { file: ExportFile },
): Promise<CreateExportResponse> {
  await checkFilters(db, scope, filters);
  // A ticket is a credential like a play link: random, kept only as a hash, opened once.
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EXPORT_TICKET_TTL_SECONDS * 1000);
  await insertTicket(db, {
    ticketHash: hashPlayToken(ticket),
    userId,
    request: { file, filters },
    scope: tenantScopeKey(scope),
    expiresAt,
  });
  return { url: `/api/exports/${ticket}`, expiresAt: expiresAt.toISOString() };
}

export interface ExportDownload {
  filename: string;
  contentType: string;
  body: Readable;
  /** The file's bytes, known once it was read from the database (not for the small files). */
  size: number | undefined;
}

const contentTypes: Record<string, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  jsonl: 'application/x-ndjson; charset=utf-8',
  json: 'application/json; charset=utf-8',
  zip: 'application/zip',
};

/** The assessments' items, each assessment's in play order (as the query gives them). */
function itemsByAssessment(items: readonly AssessmentItemRow[]) {
  const byAssessment = new Map<number, AssessmentItemRow[]>();
  for (const item of items) {
    const list = byAssessment.get(item.assessment_id) ?? [];
    list.push(item);
    byAssessment.set(item.assessment_id, list);
  }
  return byAssessment;
}

/**
 * The tables of an export, each read when its file is read, in pages, as they were at `asOf` (so
 * a ZIP's tables agree, though read one after the other).
 */
function tables(db: Db, where: ReturnType<typeof sessionsWhere>, asOf: string, counts: RowCounts) {
  return {
    async *trials() {
      // A ZIP reads each table twice (CSV and JSON lines): the audit counts one file's rows.
      counts.trials = 0;
      const [instances, items] = await Promise.all([
        queryRows<InstanceRow>(db, instancesQuery(where)),
        queryRows<AssessmentItemRow>(db, assessmentItemsQuery(where)),
      ]);
      const facts = instanceFacts(instances);
      yield* trialRows(
        readSessionPages<TrialsPageRow>(db, trialsPage(where, asOf)),
        facts,
        sessionOrders(itemsByAssessment(items), facts),
        counts,
        new Date(asOf),
      );
    },
    async *instances() {
      counts.instances = 0;
      const [instances, items] = await Promise.all([
        queryRows<InstanceRow>(db, instancesQuery(where)),
        queryRows<AssessmentItemRow>(db, assessmentItemsQuery(where)),
      ]);
      const byAssessment = itemsByAssessment(items);
      const facts = instanceFacts(instances);
      yield* instanceRows(
        readSessionPages<SessionAnswerRow>(db, sessionAnswersPage(where, asOf)),
        byAssessment,
        facts,
        sessionOrders(byAssessment, facts),
        counts,
        new Date(asOf),
      );
    },
    async *sessions() {
      counts.sessions = 0;
      const totals = await queryRows<{ assessment_id: number; total: number }>(
        db,
        targetCountsQuery(where),
      );
      yield* sessionRows(
        readSessionPages<SessionAnswerRow>(db, sessionAnswersPage(where, asOf)),
        new Map(totals.map((row) => [row.assessment_id, row.total])),
        counts,
        new Date(asOf),
      );
    },
  };
}

/** The stream of a file that needs the database: a table, or the ZIP of every file. */
function tableFile(
  file: ExportFile,
  tablesRead: ReturnType<typeof tables>,
  small: Record<string, () => string>,
  readme: () => string,
): Readable {
  const { trials, sessions, instances } = tablesRead;
  const streamed = {
    'trials.csv': () => csvFile(trials, codebook().trials),
    'trials.jsonl': () => jsonLinesFile(trials),
    'sessions.csv': () => csvFile(sessions, codebook().sessions),
    'sessions.jsonl': () => jsonLinesFile(sessions),
    'instances.csv': () => csvFile(instances, codebook().instances),
    'instances.jsonl': () => jsonLinesFile(instances),
  };
  if (file === 'export.zip') {
    return zipFile({
      small: Object.entries({ ...small, 'README.md': readme }).map(([name, content]) => ({
        name: ZIP_PATHS[name]!,
        content: content(),
      })),
      streamed: Object.entries(streamed).map(([name, open]) => ({
        name: ZIP_PATHS[name]!,
        file: open,
      })),
    });
  }
  return streamed[file as keyof typeof streamed]();
}

function describe(filters: ExportFilters): string {
  const parts = Object.entries(filters).map(([name, value]) => `${name} ${String(value)}`);
  return parts.length ? `sessions with ${parts.join(', ')}` : 'all sessions';
}

/**
 * Opens a ticket (once): the file's stream, or undefined when the ticket is unknown, used or
 * expired. The audit entry is written when the stream ends, with the rows sent.
 */
export async function openExport(
  db: Db,
  ticket: string,
  log: FastifyBaseLogger,
): Promise<ExportDownload | undefined> {
  const row = await takeTicket(db, hashPlayToken(ticket));
  if (!row) return undefined;
  const { file, filters: raw } = row.request as { file: ExportFile; filters: unknown };
  const filters = exportFiltersSchema.parse(raw);
  const scope = tenantScopeOfKey(row.scope);
  // A researcher who left the institute since asking exports nothing more of it.
  if (!(await stillHoldsScope(db, row.userId, scope))) {
    return undefined;
  }
  const createdAt = new Date().toISOString();
  // The erasures only where the description is written.
  const erased =
    file === 'dataset_description.json' || file === 'export.zip'
      ? await erasedFromScope(db, scope)
      : { participants: 0, sessions: 0 };
  const described = { title: describe(filters), createdAt, erased };
  const small: Record<string, () => string> = {
    'codebook.csv': codebookCsv,
    'codebook.json': codebookJson,
    'dataset_description.json': () => datasetDescriptionJson(described),
  };
  const counts: RowCounts = { trials: 0, sessions: 0, instances: 0 };
  // A child's data is audited on the child: the participant's record shows who took a copy.
  const childData = file === 'participant.zip' ? filters.participantId : undefined;
  const audit = (completed: boolean) =>
    recordAudit(db, {
      actorUserId: row.userId,
      action: childData === undefined ? 'export.downloaded' : 'participant.data_downloaded',
      entityType: childData === undefined ? 'export' : 'participant',
      entityId: childData ?? null,
      details: { file, filters, rows: counts, completed },
    }).catch((error: unknown) => log.error({ err: error }, 'export audit failed'));

  let body: Readable;
  let size: number | undefined;
  if (small[file]) {
    body = Readable.from([small[file]()]);
  } else {
    // Read to a file at the database's pace, then sent at the reader's: a slow reader never
    // holds the database.
    const asOf = await databaseNow(db);
    const read = tables(db, sessionsWhere(scope, filters), asOf, counts);
    try {
      const zip =
        childData === undefined
          ? tableFile(file, read, small, () => readmeText(described))
          : await participantZip(db, scope, childData, read, createdAt);
      // Erased since the request: nothing to send.
      if (!zip) return undefined;
      ({ body, size } = await spoolToFile(zip));
    } catch (error) {
      await audit(false);
      throw error;
    }
  }
  finished(body, (error) => void audit(!error));

  const extension = file.slice(file.lastIndexOf('.') + 1);
  return {
    filename: `cogniplay-${createdAt.slice(0, 10)}-${file}`,
    contentType: contentTypes[extension]!,
    body,
    size,
  };
}
