// The options of a game's four instance routes: the same roles, statuses and upload description
// for every game; only summaries and schemas differ. The handlers stay inline in each game's
// routes file, where the zod type provider checks what they read and answer.
import {
  gameInstanceParamsSchema,
  uploadPreviewSchema,
  uploadQuerySchema,
} from '@cogniplay/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { problemResponses } from '../../../lib/openapi-responses.ts';

/** OpenAPI description shared by both bulk uploads. */
const UPLOAD_DESCRIPTION =
  'Multipart form with one `.json` file in the field `file`: a single instance, an array of ' +
  'instances, or `{"exercises": [{"name": ..., "instances": [...]}]}` (docs/upload-formats.md). ' +
  'Instances already stored (same content) are reported, not stored twice. `?dryRun=true` ' +
  'validates and answers what would be created (200) without storing anything.';

/**
 * Options of GET /instances, GET /instances/:id, POST /instances and the bulk upload, from what
 * differs between the games: the summaries, and the schemas of the answers and of the body.
 */
export function instanceRouteOptions<
  List extends z.ZodType,
  Instance extends z.ZodType,
  Input extends z.ZodType,
  Created extends z.ZodType,
  Uploaded extends z.ZodType,
>(
  app: FastifyInstance,
  docs: {
    list: { summary: string; response: List };
    detail: { summary: string; response: Instance };
    create: { summary: string; body: Input; response: Created };
    upload: { summary: string; response: Uploaded };
  },
) {
  return {
    list: {
      schema: {
        tags: ['games'],
        summary: docs.list.summary,
        response: { 200: docs.list.response, ...problemResponses(401, 403) },
      },
    },
    detail: {
      schema: {
        tags: ['games'],
        summary: docs.detail.summary,
        params: gameInstanceParamsSchema,
        response: { 200: docs.detail.response, ...problemResponses(400, 401, 403, 404) },
      },
    },
    create: {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['games'],
        summary: docs.create.summary,
        body: docs.create.body,
        response: {
          201: docs.create.response,
          ...problemResponses(400, 401, 403, 409, 415),
        },
      },
    },
    upload: {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['games'],
        summary: docs.upload.summary,
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: {
          200: uploadPreviewSchema,
          201: docs.upload.response,
          ...problemResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
  };
}
