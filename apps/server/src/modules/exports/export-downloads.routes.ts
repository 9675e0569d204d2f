// GET /api/exports/{ticket}: the download of an export, opened by the browser itself (so it
// shows the download's progress and keeps nothing in memory). No sign-in: the single-use,
// short-lived ticket that POST /api/exports answered is the credential, as a play link is.
//
// A download reads the database into a temporary file, a page at a time, then sends the file at
// the reader's pace: a few downloads are read at a time per server instance (more are refused
// with 503, their tickets unused). A reader that stands still is ended, and there is no
// HEAD, which would run the whole export for nothing.
import { exportTicketParamsSchema } from '@cogniplay/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { HttpProblem, httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { openExport } from './exports.service.ts';

/** Downloads at once per instance: PGlite runs one statement at a time; PostgreSQL's pool is 10. */
const CONCURRENT = { pglite: 1, postgres: 3 } as const;
const BUSY_RETRY_SECONDS = 30;

const exportDownloadsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const stallMs = config.exportStallSeconds * 1000;
  const slots = CONCURRENT[config.database.kind];
  let running = 0;

  app.get(
    '/:ticket',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['exports'],
        summary: 'Download an export file (once, within a minute of asking)',
        description:
          'Read from the database into a file, then sent. Unknown, used and expired tickets ' +
          'answer one identical 404; 503 while other downloads are read from the database ' +
          '(the ticket stays unused).',
        security: [],
        params: exportTicketParamsSchema,
        response: {
          200: z.unknown().meta({ description: 'The file: CSV, JSON lines, JSON or a ZIP' }),
          ...problemResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      // Places first, the ticket untouched: on PGlite even reading it would wait for the
      // download being read.
      if (running >= slots) {
        throw new HttpProblem(503, {
          detail: 'Other exports are being downloaded: ask again in a minute.',
          headers: { 'retry-after': String(BUSY_RETRY_SECONDS) },
        });
      }
      running += 1;
      let download;
      try {
        download = await openExport(app.database.db, request.params.ticket, request.log);
      } finally {
        // The database is done with it: the file is sent from a temporary copy.
        running -= 1;
      }
      if (!download) throw httpError.notFound('Download');
      // A reader that takes nothing for this long loses the download (its temporary file goes).
      reply.raw.setTimeout(stallMs, () => {
        if (reply.raw.writableNeedDrain) reply.raw.destroy();
        else reply.raw.socket?.setTimeout(stallMs);
      });
      if (download.size !== undefined) reply.header('content-length', download.size);
      return reply
        .type(download.contentType)
        .header('content-disposition', `attachment; filename="${download.filename}"`)
        .send(download.body);
    },
  );
};

export default exportDownloadsRoutes;
