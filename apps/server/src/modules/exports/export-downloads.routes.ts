// GET /api/exports/{ticket}: the download of an export, opened by the browser itself (so it
// shows the download's progress and keeps nothing in memory). No sign-in: the single-use,
// short-lived ticket that POST /api/exports answered is the credential, as a play link is.
import { exportTicketParamsSchema } from '@cogniplay/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { openExport } from './exports.service.ts';

const exportDownloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:ticket',
    {
      schema: {
        tags: ['exports'],
        summary: 'Download an export file (once, within a minute of asking)',
        description:
          'Streamed as it is read from the database. Unknown, used and expired tickets ' +
          'answer one identical 404.',
        security: [],
        params: exportTicketParamsSchema,
        response: {
          200: z.unknown().meta({ description: 'The file: CSV, JSON lines, JSON or a ZIP' }),
          ...problemResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const download = await openExport(app.database, request.params.ticket, request.log);
      if (!download) throw httpError.notFound('Download');
      return reply
        .type(download.contentType)
        .header('content-disposition', `attachment; filename="${download.filename}"`)
        .send(download.body);
    },
  );
};

export default exportDownloadsRoutes;
